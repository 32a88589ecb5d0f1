/**
 * When an emotion's share may be shown as a percentage. A share rests on the words of the person's
 * own messages that showed emotion; with only a few of them, one word more or less moves a share by
 * tens of points, and a single "hope" reads as "Hope 100%". Below this many words the report and
 * the Insights page name the emotions in words instead ("Hope came up"), and say how many words
 * there were.
 */
export const MIN_EMOTION_WORDS_FOR_SHARES = 20;

/** Whether shares resting on this many emotion words may be shown as percentages (none counted: no). */
export const showsEmotionShares = (emotionWords: number | undefined): boolean => (emotionWords ?? 0) >= MIN_EMOTION_WORDS_FOR_SHARES;
