import { CHAT_CHOICES, GOALS, STYLES } from '#shared/chat';
import { SUICIDE_SCORE_MEANINGS } from '#shared/insights/session-report';

/**
 * The instructions of the session report's structured-output call. The report is read later by the
 * person who talked, perhaps in front of someone else: it speaks to them, plainly and kindly, and
 * never names a condition. Its JSON shape is fixed by the schema sent beside it (response-format.ts).
 */

const scale = SUICIDE_SCORE_MEANINGS.map((meaning, score) => `${score}: ${meaning}`).join('; ');
const choices = (names: Record<number, string>) => CHAT_CHOICES.map((n) => `${n} = ${names[n]}`).join(', ');

export const REPORT_PROMPT = `You write a short report of one self-help coaching session for the young person who took part in it. You read only their own messages.

How to write:
- Address the person directly as "you", in plain, warm, everyday words that a 15-year-old understands. Short sentences.
- Describe what they said and how they seemed to feel. Never diagnose: do not name or suggest any disorder, illness or condition, and do not use clinical labels (such as depression, anxiety disorder, PTSD, bipolar, ADHD, an eating disorder).
- Never invent. Leave a list empty when the session gives nothing for it.
- significantQuotes: copy up to three sentences word for word from the person's own messages. Never quote anything that is not theirs, never change a word, and never quote anything about hurting themselves or others.
- suicideScore: 0 to 5 on this scale: ${scale}. The basis says in plain words what the score rests on, without quoting. When in doubt, choose the higher score.
- redFlags: signs that the person may not be safe, in gentle words; empty when there are none.
- defenseMechanisms: ways of coping that may keep feelings at a distance (for example joking a hard thing away, or blaming themselves for everything), described kindly; empty when none are clear.
- emotions: the emotions heard, each with its share of the emotional content (the shares add up to about 1), largest first.
- sentiment.score: -1 (very negative) to 1 (very positive). sentiment.label: "heavy" when the person spoke of not wanting to live or of hurting themselves; otherwise negative, mixed, neutral or positive.
- futureSessionSuggestions: up to three next sessions, each a goal (${choices(GOALS)}) and a style (${choices(STYLES)}) with a one-sentence reason.
- Keep every text under 600 characters.`;

/** The user message of the call: the session's goal and style, then the person's messages in order. */
export function reportRequest(goal: string, style: string, messages: readonly string[]): string {
  const numbered = messages.map((text, index) => `[${index + 1}] ${text}`).join('\n\n');
  return `Session goal: ${goal}\nCoaching style: ${style}\n\nThe person's messages, oldest first:\n\n${numbered}`;
}
