/**
 * ISO 8601 weeks in UTC: Monday to Sunday, numbered so that week 1 holds the year's first
 * Thursday. The weekly summary is keyed by them (`JOB#weekly#2026-W07`), so a retry or a second
 * run in the same week finds the same key. UTC, because the profile holds no time zone.
 */

const DAY_MS = 86_400_000;

export interface IsoWeek {
  /** `2026-W07`. */
  key: string;
  /** Epoch ms of Monday 00:00 UTC. */
  startMs: number;
  /** Epoch ms of the next Monday 00:00 UTC (exclusive). */
  endMs: number;
}

/** The ISO week `atMs` falls in. */
export function isoWeek(atMs: number): IsoWeek {
  const midnight = Math.floor(atMs / DAY_MS) * DAY_MS;
  // getUTCDay: Sunday 0 … Saturday 6; ISO: Monday 1 … Sunday 7.
  const weekday = new Date(midnight).getUTCDay() || 7;
  const startMs = midnight - (weekday - 1) * DAY_MS;
  // The week belongs to the year of its Thursday.
  const thursday = new Date(startMs + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const number = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { key: `${year}-W${String(number).padStart(2, '0')}`, startMs, endMs: startMs + 7 * DAY_MS };
}

/** The ISO week a key names, or undefined for a malformed key. */
export function weekOfKey(key: string): IsoWeek | undefined {
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) return undefined;
  const [year, number] = [Number(match[1]), Number(match[2])];
  // January 4th is always in week 1.
  const week = isoWeek(isoWeek(Date.UTC(year, 0, 4)).startMs + (number - 1) * 7 * DAY_MS);
  return week.key === key ? week : undefined;
}
