/**
 * SAFETY.md 9: nothing calls the product therapy or the coach a therapist, counsellor or
 * psychologist. These words may still appear where they deny it ("not a therapist", "no
 * substitute for therapy"), or where they send the reader to a real professional ("talk to a
 * therapist"). Anything else needs an entry in the allow-list with the reason it is honest.
 */

/** The words the rule is about, with their plurals and close forms. */
export const CLAIM_WORDS = /\b(therap(?:y|ies|ist|ists|eutic)|counsell?(?:or|ors|ing)|psychologists?)\b/gi;

/** A denial in the same sentence, before the word. */
const DENIAL = /\b(not|no|never|nor|isn't|aren't|isn’t|aren’t|instead of|rather than|substitute|replace|replacement|without|unlike)\b/i;

/** Advice to see a real professional, just before the word: "talk to a therapist", "find a licensed counselor". */
const REFERRAL =
  /\b(see|seeing|talk(?:ing)? (?:to|with)|speak(?:ing)? (?:to|with)|reach(?:ing)? out to|contact|find|ask|call|visit|from)\s+(?:a |an |your |their )?(?:licensed |qualified |trained |school |local )?$/i;

/** The part of the sentence before `index`: back to the last full stop, question or exclamation mark. */
function sentenceBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '));
  return before.slice(start + 1);
}

/** An exception, reviewed: a phrase as it appears, the file it is in, and why it is honest. */
export interface Allowed {
  file: string;
  phrase: string;
  reason: string;
}

/** The phrases in `text` that would call the product or the coach one of the rule's words. */
export function claimsIn(text: string, file: string, allowList: readonly Allowed[]): string[] {
  const claims: string[] = [];
  for (const match of text.matchAll(CLAIM_WORDS)) {
    const before = sentenceBefore(text, match.index);
    if (DENIAL.test(before) || REFERRAL.test(before)) continue;
    if (allowList.some((allowed) => allowed.file === file && text.includes(allowed.phrase))) continue;
    const from = Math.max(0, match.index - 50);
    claims.push(`${file}: "…${text.slice(from, match.index + match[0].length + 30)}…"`);
  }
  return claims;
}
