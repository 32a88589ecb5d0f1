/**
 * Calendar dates (`YYYY-MM-DD`) and ISO weeks (`YYYY-Www`), shared by the API and the web app.
 * A day is a date on a calendar, not 24 hours: arithmetic happens on the date itself (read as
 * UTC midnight), so a daylight-saving change, where a local day lasts 23 or 25 hours, never
 * moves a date. Only `localDateIn` looks at a time zone, to learn which date it is somewhere.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of a `YYYY-MM-DD` date, as milliseconds. */
const dayStart = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);

/** Whether the text is a real calendar date in `YYYY-MM-DD` form (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const ms = dayStart(value);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The date `days` days after `date` (before it when negative). */
export const addDays = (date: string, days: number): string => new Date(dayStart(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to) - dayStart(from)) / DAY_MS);

/** The date in UTC at the instant `now`: the server's own date. */
export const utcDateOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The ISO 8601 week of a date, `YYYY-Www`: weeks start on Monday, and week 1 is the one holding
 * the year's first Thursday, so 2026-12-31 (a Thursday) is 2026-W53 and 2027-01-03 is 2026-W53 too.
 */
export function isoWeekOf(date: string): string {
  const ms = dayStart(date);
  const mondayBased = (new Date(ms).getUTCDay() + 6) % 7;
  const thursday = new Date(ms + (3 - mondayBased) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const ordinal = Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  const week = Math.floor(ordinal / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** IANA names: `Europe/Paris`, `America/Argentina/Buenos_Aires`, `UTC`, `Etc/GMT+5`. */
const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;
export const MAX_TIME_ZONE_LENGTH = 64;

/** Whether the text names an IANA time zone this runtime knows (offsets such as `+02:00` are not names). */
export function isTimeZone(value: string): boolean {
  if (value.length > MAX_TIME_ZONE_LENGTH || !TIME_ZONE_PATTERN.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date in `timeZone` at the instant `now` (the time zone must be valid: see isTimeZone). */
export function localDateIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * How far a client's local date may be from the server's UTC date. Every place on Earth is
 * between UTC-12 and UTC+14, so its date is the UTC date, the day before or the day after: one
 * day either way lets every user check in for their today, and nobody fill in last month.
 */
export const DATE_WINDOW_DAYS = 1;

/** Whether a date a client sends as its today is within DATE_WINDOW_DAYS of the server's UTC date at `now`. */
export const isWithinDateWindow = (date: string, now: Date): boolean =>
  isCalendarDate(date) && Math.abs(daysBetween(utcDateOf(now), date)) <= DATE_WINDOW_DAYS;

/**
 * Whether a date is over everywhere on Earth at `now` (before the earliest date the window
 * accepts as someone's today). A target date of "today" is never past, wherever the user is.
 */
export const isPastDate = (date: string, now: Date): boolean => daysBetween(utcDateOf(now), date) < -DATE_WINDOW_DAYS;
