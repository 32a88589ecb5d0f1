/**
 * Where a streamed reply may be cut for release: after a sentence's end and the space
 * after it, or after a line break. The reply screen reads sentences (functions/safety/reply.ts),
 * so releasing whole ones means every word shown was read with the sentence it belongs to.
 * A decimal point ("2.5") has no space after it, so a number is never split.
 */
const SENTENCE_END = /[.!?…]["'”’)\]]*\s+|\n+/g;

/** The whole sentences at the start of `pending`, and the unfinished rest. */
export function splitSentences(pending: string): { ready: string; rest: string } {
  let end = 0;
  for (const match of pending.matchAll(SENTENCE_END)) end = match.index + match[0].length;
  return { ready: pending.slice(0, end), rest: pending.slice(end) };
}

/**
 * The text of a continued reply: the start that was kept, then the rest, with a space between
 * them when the model began the rest without one mid-text.
 */
export function joinContinuation(start: string, rest: string): string {
  if (!start || !rest || /\s$/.test(start) || /^[\s.,;:!?…]/.test(rest)) return start + rest;
  return `${start} ${rest}`;
}
