import { addDays, isTimeZone, isoWeekOf, localDateIn } from '../../../shared/calendar';
import { CHECK_IN_LIMITS } from '../../../shared/goals';
import type { DailyCheckIn, ProgressResponse, Who5Result } from '../../../shared/schemas/check-ins';
import { checkInStreak } from '../../../shared/streak';

/**
 * What GET /api/check-ins answers, from every check-in (oldest date first) and every WHO-5 result.
 * The user's today is taken in the time zone of their latest check-in (UTC before the first): the
 * GET carries no body, and the zone a person checks in from is where their day is.
 */
export function progressView(checkIns: readonly DailyCheckIn[], who5: readonly Who5Result[], now: Date): Omit<ProgressResponse, 'success'> {
  const zone = checkIns.at(-1)?.timeZone;
  const today = localDateIn(now, zone && isTimeZone(zone) ? zone : 'UTC');
  const from = addDays(today, -(CHECK_IN_LIMITS.historyDays - 1));
  return {
    today,
    ...checkInStreak(
      checkIns.map((checkIn) => checkIn.date),
      today,
    ),
    who5ThisWeek: who5.some((result) => result.week === isoWeekOf(today)),
    checkIns: checkIns.filter((checkIn) => checkIn.date >= from),
    who5: [...who5],
  };
}
