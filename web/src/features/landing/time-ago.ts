const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago `iso` was, in plain words: "just now", "5 minutes ago", "2 hours ago", "3 days ago".
 * Rounded down, so it never says more time has passed than has.
 */
export function timeAgo(iso: string, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - Date.parse(iso));
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return count(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return count(Math.floor(elapsed / HOUR_MS), 'hour');
  return count(Math.floor(elapsed / DAY_MS), 'day');
}
