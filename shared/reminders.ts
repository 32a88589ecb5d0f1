/**
 * The daily check-in reminder's time rules, shared by the API (which stores
 * the next due instant) and the web (which offers the times). A reminder is a local wall time
 * ("HH:MM" on a quarter hour) in an IANA time zone; its due instants are found with Intl alone,
 * so daylight-saving changes follow the runtime's own time-zone data.
 */

/** "HH:MM" on a quarter hour, 00:00 to 23:45. */
export const CHECK_IN_REMINDER_PATTERN = /^(?:[01]\d|2[0-3]):(?:00|15|30|45)$/;
/** The times Settings offers (07:00 to 22:00, hourly); the API takes any quarter hour. */
export const CHECK_IN_REMINDER_CHOICES = Array.from({ length: 16 }, (_, index) => `${String(7 + index).padStart(2, '0')}:00`);
/** A reminder this late is skipped, not sent: a 07:00 nudge at 14:00 would be noise. */
export const REMINDER_MAX_LATENESS_MS = 2 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading in `timeZone` at the instant `ms`, as if that reading were UTC (ms). */
function wallClock(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(ms)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
}

/** The local date in `timeZone` at the instant `ms`, `YYYY-MM-DD`. */
const localDate = (ms: number, timeZone: string): string => new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);

/**
 * The instant at which `timeZone`'s clocks read `time` on `date`. Of two such instants (the hour
 * repeated when clocks go back) the first; when the clocks skip that time (the hour lost when they
 * go forward) the first instant after the gap, so the reminder still comes that day, just after it.
 */
export function instantOf(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  // The offsets a day either side bracket any change that day (no zone changes twice in one).
  const offsets = [wall - DAY_MS, wall, wall + DAY_MS].map((ms) => wallClock(ms, timeZone) - ms);
  const matches = offsets.map((offset) => wall - offset).filter((ms) => wallClock(ms, timeZone) === wall);
  if (matches.length) return Math.min(...matches);
  // In a gap: search the transition between the instant that reads before the time and the one after it.
  let before = Math.min(...offsets.map((offset) => wall - offset));
  let after = Math.max(...offsets.map((offset) => wall - offset));
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (wallClock(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * The next instant, strictly after `after`, at which it is `time` ("HH:MM") in `timeZone` (a valid
 * IANA name): today's if it is still to come there, else tomorrow's. Each local date gives exactly
 * one instant, so a reminder fires once a day, across daylight-saving changes too.
 */
export function nextReminderAt(time: string, timeZone: string, after: Date): Date {
  const today = localDate(after.getTime(), timeZone);
  for (let days = 0; ; days++) {
    const date = new Date(Date.parse(`${today}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const at = instantOf(date, time, timeZone);
    if (at > after.getTime()) return new Date(at);
  }
}

/** The local date a reminder due at `dueAt` is for: the day whose check-in it invites. */
export const reminderDateOf = (dueAt: Date, timeZone: string): string => localDate(dueAt.getTime(), timeZone);
