import { normalise } from './normalise';
import { REFUSAL, REPLY_CLAIMS_HUMAN, REPLY_CLAIMS_PROFESSIONAL, REPLY_MEANS } from './patterns/reply';
import { wholeWords } from './rules';

/**
 * The reply screen (SAFETY.md 6, 8, 9, issue 5 item 4): a generated reply is never shown when it
 * gives means or methods, or claims to be a person or a health professional. The caller shows
 * SAFE_REPLACEMENT_REPLY instead. Negations ("I'm not a therapist", "I am an AI, not a person")
 * and refusals ("I can't tell you how to tie a noose") are fine.
 */

export type ReplyVerdict = { safe: true } | { safe: false; reason: 'means' | 'claims-human' | 'claims-professional' };

const MEANS = REPLY_MEANS.map((pattern) => wholeWords(pattern));
const CLAIMS_HUMAN = REPLY_CLAIMS_HUMAN.map((pattern) => wholeWords(pattern, ''));
const CLAIMS_PROFESSIONAL = REPLY_CLAIMS_PROFESSIONAL.map((pattern) => wholeWords(pattern, ''));
const REFUSED = new RegExp(`(?<![a-z0-9])${REFUSAL}`);

/** True when some match of `regex` is not governed by a refusal earlier in its clause. */
function givesMeans(text: string, regex: RegExp): boolean {
  for (const found of text.matchAll(regex)) {
    const clauseStart = text.lastIndexOf('|', found.index) + 1;
    if (!REFUSED.test(text.slice(clauseStart, found.index))) return true;
  }
  return false;
}

/** Screens a generated reply before it is shown or stored. */
export function screenReply(text: string): ReplyVerdict {
  const normalised = normalise(text).text;
  if (MEANS.some((regex) => givesMeans(normalised, regex))) return { safe: false, reason: 'means' };
  if (CLAIMS_PROFESSIONAL.some((regex) => regex.test(normalised))) return { safe: false, reason: 'claims-professional' };
  if (CLAIMS_HUMAN.some((regex) => regex.test(normalised))) return { safe: false, reason: 'claims-human' };
  return { safe: true };
}
