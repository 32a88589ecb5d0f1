/**
 * The WHO-5 Well-Being Index (World Health Organization, 1998; Topp et al., 2015), as its authors
 * publish it: five statements about the last two weeks, each answered 0 to 5, summed to a raw
 * score of 0 to 25 and multiplied by 4 to a percentage, 0 (worst) to 100 (best). The web app
 * renders the items and labels from here; the API scores with the same functions.
 *
 * It is a measure of well-being, not a diagnosis, and nothing the app says about a score may read
 * as one: a low score only brings the support resources and the safety plan forward (SAFETY.md).
 */

/** Asked once: "Over the last two weeks", then each item. */
export const WHO5_TIME_FRAME = 'Over the last two weeks';

/** The five items, in the published order. */
export const WHO5_ITEMS = [
  'I have felt cheerful and in good spirits',
  'I have felt calm and relaxed',
  'I have felt active and vigorous',
  'I woke up feeling fresh and rested',
  'My daily life has been filled with things that interest me',
] as const;

/** Each answer's value and label, from 5 down to 0 as the published form lists them. */
export const WHO5_ANSWERS = [
  { value: 5, label: 'All of the time' },
  { value: 4, label: 'Most of the time' },
  { value: 3, label: 'More than half of the time' },
  { value: 2, label: 'Less than half of the time' },
  { value: 1, label: 'Some of the time' },
  { value: 0, label: 'At no time' },
] as const;

export const WHO5_MIN_ANSWER = 0;
export const WHO5_MAX_ANSWER = 5;

/**
 * At or below this percentage the published cut-off suggests likely depression (Topp et al.,
 * 2015): the app treats it as "low" and brings support forward, and never names the condition.
 */
export const WHO5_LOW_SCORE = 28;

/**
 * A fall of this many percentage points from the previous score: the authors give 10 points as a
 * meaningful change, so a drop of 10 or more is "low" too, whatever the score.
 */
export const WHO5_MEANINGFUL_DROP = 10;

/** The percentage score, 0 to 100: the raw sum (0 to 25) times 4. */
export const who5Percentage = (answers: readonly number[]): number => answers.reduce((sum, answer) => sum + answer, 0) * 4;

/**
 * Whether a score is "low": at or below WHO5_LOW_SCORE, or WHO5_MEANINGFUL_DROP or more below
 * the previous score (undefined for the first one).
 */
export const isLowWho5 = (score: number, previous?: number): boolean =>
  score <= WHO5_LOW_SCORE || (previous !== undefined && previous - score >= WHO5_MEANINGFUL_DROP);

/**
 * What a score means, in plain words the web shows beside it. No text names a condition: the
 * index measures well-being, and a low score is a reason to reach out, not a diagnosis.
 */
export const WHO5_MEANING = {
  scale: 'Your score runs from 0 to 100. A higher score means you have been feeling better over the last two weeks.',
  notADiagnosis: 'This check is a way to notice how you are doing. It is not a test and it is not a diagnosis.',
  /** Shown when `bringSafetyForward` is true, beside the support lines and the user's safety plan. */
  low: 'It sounds like the last two weeks have been hard. You do not have to carry this alone: talking to someone you trust, or to a professional, can help. Your safety plan and the support lines are right here.',
  steady: 'Thank you for checking in. Keep noticing what helps you, and come back next week.',
} as const;
