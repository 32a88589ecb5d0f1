import { addDays, isTimeZone, isoWeekOf, localDateIn } from '#shared/calendar';
import { CHECK_IN_LIMITS } from '#shared/goals';
import type { DailyCheckIn, ProgressResponse, Who5Result } from '#shared/schemas/check-ins';
import { checkInStreak } from '#shared/streak';
import type { UserTimeZone } from '../../data/user-time-zone';
import { settledZone, userToday } from './user-day';

/** The user's today without a kept zone (an account from before the profile kept one): the latest check-in's zone, else UTC. */
function todayWithoutZone(checkIns: readonly DailyCheckIn[], now: Date): string {
  const zone = checkIns.at(-1)?.timeZone;
  return localDateIn(now, zone && isTimeZone(zone) ? zone : 'UTC');
}

/**
 * What GET /api/check-ins answers, from every check-in (oldest date first), every WHO-5 result and
 * the time zone the profile keeps: the user's today is the one a check-in is accepted for
 * (./user-day.ts).
 */
export function progressView(
  checkIns: readonly DailyCheckIn[],
  who5: readonly Who5Result[],
  zone: UserTimeZone | undefined,
  now: Date,
): Omit<ProgressResponse, 'success'> {
  const today = zone ? userToday(zone, now) : todayWithoutZone(checkIns, now);
  const from = addDays(today, -(CHECK_IN_LIMITS.historyDays - 1));
  return {
    today,
    ...(zone && { timeZone: settledZone(zone, now).timeZone }),
    ...checkInStreak(
      checkIns.map((checkIn) => checkIn.date),
      today,
    ),
    who5ThisWeek: who5.some((result) => result.week === isoWeekOf(today)),
    checkIns: checkIns.filter((checkIn) => checkIn.date >= from),
    who5: [...who5],
  };
}
