/**
 * The kind word under each person on the buddies' board, and in their weekly summary
 * e-mail: one sentence from that person's own progress, compared only with their own week before.
 * Never a rank, never a comparison with anyone else, never what is missing; and nothing about an
 * item they do not share, since the progress holds only what they share.
 */

/** A person's progress, holding only the items they share (an item not shared is absent). */
export interface SharedProgress {
  /** Days with a check-in this ISO week. */
  checkInDays?: number;
  /** With checkInDays: days with a check-in the week before, to compare with. */
  checkInDaysWeekBefore?: number;
  /** With checkInDays: days of this week still open for a check-in (today, if not done yet, and the days after). */
  checkInDaysOpen?: number;
  streak?: number;
  /** Goals completed, ever. */
  goalsCompleted?: number;
  /** With goalsCompleted: those completed this week. */
  goalsCompletedThisWeek?: number;
  /** Coaching sessions started this week. */
  sessions?: number;
}

/** For someone who shares nothing: a kind word that says nothing about them. */
export const NOTHING_SHARED_ENCOURAGEMENT = 'Here for each other, one week at a time.';
/** For someone who shares, with nothing to count this week (yet). */
export const FRESH_START_ENCOURAGEMENT = 'Every week is a fresh start.';

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
const positive = (value: number | undefined): value is number => value !== undefined && value > 0;

/** The check-in days compared with the week before, when that says something kind and reachable. */
function checkInLine(days: number, before: number | undefined, open: number | undefined): string | undefined {
  if (before !== undefined && before > days) {
    const toGo = before - days;
    // A target the week can no longer reach would only point at a gap.
    if (open === undefined || toGo <= open) return `${plural(toGo, 'check-in')} to go to match the week before.`;
  }
  if (before !== undefined && before > 0 && days > before) return 'More check-in days than the week before. Wonderful!';
  if (before !== undefined && before > 0 && days === before) return 'Matching the week before. Steady and strong.';
  if (days > 0) return `${plural(days, 'check-in day')} this week. Every one counts.`;
  return undefined;
}

/** One kind sentence from the person's own shared progress (see SharedProgress). */
export function encouragementFor(progress: SharedProgress): string {
  const { checkInDays, checkInDaysWeekBefore, checkInDaysOpen, streak, goalsCompleted, goalsCompletedThisWeek, sessions } = progress;
  const shared = [checkInDays, streak, goalsCompleted, sessions].some((value) => value !== undefined);
  if (!shared) return NOTHING_SHARED_ENCOURAGEMENT;
  if (streak !== undefined && streak >= 3) return `A ${streak}-day streak, lovely consistency.`;
  const checkIns = checkInDays === undefined ? undefined : checkInLine(checkInDays, checkInDaysWeekBefore, checkInDaysOpen);
  if (checkIns) return checkIns;
  if (positive(goalsCompletedThisWeek)) {
    return goalsCompletedThisWeek === 1
      ? 'A goal completed this week. Well done!'
      : `${goalsCompletedThisWeek} goals completed this week. Well done!`;
  }
  if (positive(sessions)) return `${plural(sessions, 'coaching session')} this week. Time well spent.`;
  if (positive(goalsCompleted)) return `${plural(goalsCompleted, 'goal')} completed so far. That is real progress.`;
  if (positive(streak)) return `A ${streak}-day streak has begun. One day at a time.`;
  return FRESH_START_ENCOURAGEMENT;
}
