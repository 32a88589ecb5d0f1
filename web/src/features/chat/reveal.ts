/**
 * The reply animation of spec sections 4 and 9, adapted to streaming: typing dots in
 * steps of 500 ms until the first words arrive (no minimum wait: the first word should show within
 * a second), then the words received revealed one by one, no faster than one per 50 ms.
 */

export const TYPING_STEP_MS = 500;
export const TYPING_STEPS = 4;
export const WORD_MS = 50;

const WORDS = /\s*\S+/g;

/** How many words a reply reveals in (runs of non-space characters). */
export const countWords = (text: string): number => text.match(WORDS)?.length ?? 0;

/** The first `count` words of `text`, with the spacing and line breaks between them kept. */
export const revealWords = (text: string, count: number): string => (text.match(WORDS) ?? []).slice(0, count).join('');

/**
 * A continued reply's new words after its start, joined as the server joins them
 * (functions/domain/chat/sentence-gate.ts, joinContinuation), so the characters counted on screen
 * are those stored: a space between unless one is there already or punctuation follows.
 */
export const joinText = (start: string, more: string): string =>
  start && more && !/\s$/.test(start) && !/^[\s.,;:!?…]/.test(more) ? `${start} ${more}` : start + more;
