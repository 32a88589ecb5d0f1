import { addDays, isoWeekOf } from './calendar';

/**
 * Streaks that forgive: a day without a check-in does not break the streak when it is the only
 * such day of its ISO week (Monday to Sunday). One bad day is part of life; a streak that
 * resets for it teaches people to give up, not to come back.
 */

/** How many missed days each ISO week forgives. */
export const GRACE_DAYS_PER_WEEK = 1;

export interface StreakSummary {
  /** Days with a check-in in the current streak (grace days bridge it but are not counted). */
  streak: number;
  /** Grace days of today's ISO week that the streak has used (0 or 1). */
  graceDaysUsedThisWeek: number;
  /** Whether `today` has a check-in; a today without one does not break the streak yet. */
  checkedInToday: boolean;
}

/**
 * The current streak, counted back from `today` over the dates that have a check-in (`YYYY-MM-DD`,
 * in any order; dates after `today` are ignored). Today is not over, so it counts when it has a
 * check-in and is skipped, not missed, when it has none. A missed day is a grace day when its
 * week has not used one yet; a second missed day in one week ends the streak. A grace day counts
 * as used only when it bridges to an earlier check-in: misses before the streak began use none.
 */
export function checkInStreak(dates: Iterable<string>, today: string): StreakSummary {
  const checkedIn = new Set([...dates].filter((date) => date <= today));
  const earliest = [...checkedIn].sort()[0];
  const checkedInToday = checkedIn.has(today);
  const graceUsedByWeek = new Map<string, number>();
  const bridged: string[] = [];
  let pending: string[] = [];
  let streak = 0;

  if (earliest !== undefined) {
    for (let day = checkedInToday ? today : addDays(today, -1); day >= earliest; day = addDays(day, -1)) {
      if (checkedIn.has(day)) {
        streak++;
        bridged.push(...pending);
        pending = [];
        continue;
      }
      const week = isoWeekOf(day);
      const used = graceUsedByWeek.get(week) ?? 0;
      if (used >= GRACE_DAYS_PER_WEEK) break;
      graceUsedByWeek.set(week, used + 1);
      pending.push(day);
    }
  }
  const thisWeek = isoWeekOf(today);
  return { streak, graceDaysUsedThisWeek: bridged.filter((day) => isoWeekOf(day) === thisWeek).length, checkedInToday };
}
