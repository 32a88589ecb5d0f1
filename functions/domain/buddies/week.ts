import { addDays, isTimeZone, localDateIn } from '#shared/calendar';
import { instantOf } from '#shared/reminders';

/**
 * A person's ISO week (Monday to Sunday) where their day is: the time zone of their latest
 * check-in, as the Goals page decides "today" (domain/check-ins/progress-view.ts), UTC before the first.
 */
export interface LocalWeek {
  /** The person's today, `YYYY-MM-DD`. */
  today: string;
  /** The Monday of today's week. */
  monday: string;
  /** The Monday of the week before. */
  mondayBefore: string;
  /** The instants this week starts (local Monday 00:00) and ends (the next Monday's), epoch ms. */
  startMs: number;
  endMs: number;
}

export function localWeekOf(now: Date, zone: string | undefined): LocalWeek {
  const timeZone = zone && isTimeZone(zone) ? zone : 'UTC';
  const today = localDateIn(now, timeZone);
  const daysSinceMonday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -daysSinceMonday);
  return {
    today,
    monday,
    mondayBefore: addDays(monday, -7),
    startMs: instantOf(monday, '00:00', timeZone),
    endMs: instantOf(addDays(monday, 7), '00:00', timeZone),
  };
}
