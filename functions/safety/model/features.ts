/**
 * The features of the crisis model, read from a message after the screen has normalised it and
 * blanked its figures of speech (so "this exam is killing me" gives no "killing me"):
 * - its words, and its word pairs within a clause (pairs stop at "|", like the patterns and their
 *   negations do);
 * - the four-letter pieces of its longer words ("#<pil", "#pill", "#ills", "#lls>"), so that a
 *   misspelling or a new form of a word ("paracetemol", "overdosed", "unaliving") still shares
 *   most of its features with the word the model has seen. Leave-one-set-out runs: tier-c
 *   under-triage fell by a seventh with them, at the cost of a few more ordinary turns flagged.
 */

/** Words shorter than this give no letter pieces: short words are few and common, so whole words suffice. */
const PIECE_WORD_LENGTH = 5;
const PIECE_LENGTH = 4;

export function features(masked: string): string[] {
  const found = new Set<string>();
  for (const clause of masked.split('|')) {
    const words = clause.split(/[^a-z]+/).filter((word) => word !== '');
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      found.add(word);
      if (i + 1 < words.length) found.add(`${word} ${words[i + 1]}`);
      if (word.length >= PIECE_WORD_LENGTH) {
        const padded = `<${word}>`;
        for (let at = 0; at + PIECE_LENGTH <= padded.length; at++) found.add(`#${padded.slice(at, at + PIECE_LENGTH)}`);
      }
    }
  }
  return [...found];
}
