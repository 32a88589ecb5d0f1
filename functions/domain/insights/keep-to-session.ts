import type { ReportFindings } from '#shared/insights/session-report';
import { isSafeToQuote, ownWords, SCORE_OF_TIER, SCREEN_BASIS, type ReportInput } from './local-report';

/**
 * What a model's findings must hold to, whatever the prompt said (SAFETY.md 6, 10: the model is
 * not trusted). Checks that the schema cannot express, applied after it passed.
 */

/** Compared without regard to case, spacing or the kind of quote marks. */
const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const unquoted = (text: string): string =>
  text
    .replace(/^["'\u201c\u2018]+|["'\u201d\u2019]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Keeps the quotes that are the person's own words (found in one of their messages) and do not
 * speak of a risk to life: a report is read again later, perhaps over a shoulder.
 */
function ownQuotes(quotes: readonly string[], own: readonly string[]): string[] {
  const said = own.map(normalise);
  return quotes
    .map(unquoted)
    .filter((quote) => quote && said.some((text) => text.includes(normalise(quote))))
    .filter(isSafeToQuote);
}

/**
 * The model's findings, held to the session: quotes only from the person's words, and a suicide
 * score never below what the crisis screen met in the chat (a model may raise it, never lower it).
 */
export function keepToTheSession(findings: ReportFindings, input: ReportInput): ReportFindings {
  const own = ownWords(input);
  const floor = Math.max(0, ...input.tiersMet.map((tier) => SCORE_OF_TIER[tier]));
  const suicideScore = findings.suicideScore.score >= floor ? findings.suicideScore : { score: floor, basis: SCREEN_BASIS };
  return { ...findings, significantQuotes: ownQuotes(findings.significantQuotes, own), suicideScore };
}
