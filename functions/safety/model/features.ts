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

/**
 * A long message read in parts: windows of consecutive clauses of at most `size` words,
 * a new one starting every half window, so one hard sentence in the middle of a long post is read with its
 * neighbours rather than drowned by the rest. A run-on clause longer than a window is cut into
 * overlapping pieces of `size` words. A message of `size` words or fewer is one window.
 * `overlapping` false gives side-by-side windows instead (training reads those: no part twice).
 */
export function windows(masked: string, size: number, overlapping = true): string[] {
  const clauses = masked
    .split('|')
    .map((clause) => clause.split(/[^a-z_]+/).filter((word) => word !== ''))
    .filter((words) => words.length > 0)
    .flatMap((words) => {
      if (words.length <= size) return [words];
      const step = Math.max(1, Math.floor(size / 2));
      const pieces: string[][] = [];
      for (let at = 0; at < words.length - step; at += step) pieces.push(words.slice(at, at + size));
      return pieces;
    });
  if (clauses.reduce((total, words) => total + words.length, 0) <= size) return [masked];
  const found: string[] = [];
  // A new window every half window of words: a sentence is mostly read whole with its neighbours, at a fraction of the cost of a window per clause.
  let since = size;
  for (let first = 0; first < clauses.length; first++) {
    since += clauses[first - 1]?.length ?? 0;
    if (overlapping && since < size / 2) continue;
    since = 0;
    const taken: string[] = [];
    let count = 0;
    for (let next = first; next < clauses.length && count + clauses[next]!.length <= size; next++) {
      taken.push(clauses[next]!.join(' '));
      count += clauses[next]!.length;
    }
    if (taken.length === 0) taken.push(clauses[first]!.join(' '));
    found.push(taken.join(' | '));
    if (first + taken.length >= clauses.length) break;
    // Side by side rather than overlapping: each clause in one window (training's parts).
    if (!overlapping) first += taken.length - 1;
  }
  return found;
}
