/** The reply animation of spec sections 4 and 9: typing dots, then the words one by one. */

/** The dots step every 500 ms, four steps: a reply is shown no sooner than 2 s after sending. */
export const TYPING_STEP_MS = 500;
export const TYPING_STEPS = 4;
export const TYPING_MS = TYPING_STEP_MS * TYPING_STEPS;
export const WORD_MS = 50;

const WORDS = /\s*\S+/g;

/** How many words a reply reveals in (runs of non-space characters). */
export const countWords = (text: string): number => text.match(WORDS)?.length ?? 0;

/** The first `count` words of `text`, with the spacing and line breaks between them kept. */
export const revealWords = (text: string, count: number): string => (text.match(WORDS) ?? []).slice(0, count).join('');
