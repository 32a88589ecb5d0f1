/**
 * Session search's words, shared by the server (indexing, matching, snippets) and the
 * web (highlighting the words in the opened session), so both agree on what "a match" is: words
 * are runs of letters and digits, compared without case or accents ("Café" finds "cafe"), and a
 * searched word of 3 letters or more also finds the words it begins ("anxi" finds "anxious").
 */

/** A word of a text: its normalised form and where it is, [start, end) in UTF-16 units. */
export interface Token {
  term: string;
  start: number;
  end: number;
}

/** [start, end) offsets of a highlighted word, in UTF-16 units. */
export type Range = [number, number];

/** Shorter searched words match whole words only: "an" finding every "and"/"any"/"anxious" helps nobody. */
export const MIN_PREFIX_LENGTH = 3;
/** Longer words are cut to this for indexing and matching (a long word is still found by its start). */
export const MAX_TERM_LENGTH = 32;
/** The words of a search that count; more would only narrow it further. */
export const MAX_SEARCH_WORDS = 6;
/** Longest snippet around a match, in UTF-16 units (before the ellipses). */
export const SNIPPET_LENGTH = 160;
/** How much of the text before the first match a snippet keeps. */
const SNIPPET_LEAD = 50;

/**
 * Words too common to tell sessions apart; they are neither indexed nor searched for, which also
 * keeps the index small (the commonest words are most of any text).
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from had has have he her him his i if in into is it its me my no not of on or our ' +
    'she so that the their them then there they this to was we were what when which who will with you your im ive dont ' +
    'just about been do did does am can could would should than too very also all any'
  ).split(' '),
);

/** Letters and digits, with the marks that accent them, joined by inner apostrophes ("don't"). */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** Lower case without accents or apostrophes: how words are compared. */
export function normalise(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '').slice(0, MAX_TERM_LENGTH);
}

/** Every word of the text worth finding (stop words left out), in order. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = normalise(match[0]);
    if (term && !STOP_WORDS.has(term)) tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The distinct words a text can be found by: what the index stores for it. */
export const termsOf = (text: string): Set<string> => new Set(tokensOf(text).map((token) => token.term));

/** The words a search looks for: distinct, stop words left out, at most MAX_SEARCH_WORDS. */
export const searchWords = (query: string): string[] => [...termsOf(query)].slice(0, MAX_SEARCH_WORDS);

/** Whether a word of a text matches a searched word (whole short words; the start of longer ones). */
export const matchesWord = (term: string, word: string): boolean =>
  word.length >= MIN_PREFIX_LENGTH ? term.startsWith(word) : term === word;

/** Where the searched words are in the text, in order: what to highlight. */
export function highlightRanges(text: string, words: readonly string[]): Range[] {
  return tokensOf(text)
    .filter((token) => words.some((word) => matchesWord(token.term, word)))
    .map((token) => [token.start, token.end]);
}

/** Which of the searched words the text holds. */
export function wordsFoundIn(text: string, words: readonly string[]): Set<string> {
  const terms = termsOf(text);
  return new Set(words.filter((word) => [...terms].some((term) => matchesWord(term, word))));
}

/**
 * A short excerpt of the text around its first match, cut at spaces, with an ellipsis where text
 * was left out, on one line; and where the words are in it.
 */
export function snippetOf(text: string, words: readonly string[], length = SNIPPET_LENGTH): { snippet: string; highlights: Range[] } {
  const first = highlightRanges(text, words)[0];
  let start = first ? Math.max(0, first[0] - SNIPPET_LEAD) : 0;
  // Never start in the middle of a word: move on to the next space (but not past the match).
  if (start > 0) {
    const space = text.slice(start, first ? first[0] : undefined).search(/\s/);
    start = space >= 0 ? start + space + 1 : first ? first[0] : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.slice(start, end).search(/\s\S*$/);
    if (space > 0 && (!first || start + space >= first[1])) end = start + space;
  }
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  const snippet = `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
  return { snippet, highlights: highlightRanges(snippet, words) };
}
