import { addDays, localDateIn } from '#shared/calendar';
import type { UserTimeZone } from '../../data/user-time-zone';

/**
 * The user's day. The profile keeps the time zone a check-in first names; a check-in naming
 * another one changes it from the next day in the new zone. Until then the old zone's date runs
 * on, but never past the day before the change, so the user's today never goes back: no date
 * comes twice, and swinging between zones reaches no more dates than living through the days.
 * (Were each request to name its own zone, one real day could hold yesterday, today and tomorrow.)
 */

/** The record with a change whose first day has come made the zone itself. */
export function settledZone(zone: UserTimeZone, now: Date): UserTimeZone {
  const { next } = zone;
  return next && localDateIn(now, next.timeZone) >= next.from ? { timeZone: next.timeZone } : zone;
}

/** The user's today (`YYYY-MM-DD`) at `now`. */
export function userToday(zone: UserTimeZone, now: Date): string {
  const current = settledZone(zone, now);
  const today = localDateIn(now, current.timeZone);
  return current.next && today >= current.next.from ? addDays(current.next.from, -1) : today;
}

/**
 * The record once a request says the user is in `sent` at `now`: the first zone is kept as it
 * is; another zone takes effect on its next day (or the day after the user's today, if that is
 * later); the kept zone named again drops a change not in effect yet.
 */
export function zoneAfter(zone: UserTimeZone | undefined, sent: string, now: Date): UserTimeZone {
  if (!zone) return { timeZone: sent };
  const current = settledZone(zone, now);
  if (sent === current.timeZone) return { timeZone: sent };
  if (sent === current.next?.timeZone) return current;
  const today = userToday(current, now);
  const theirs = localDateIn(now, sent);
  return { timeZone: current.timeZone, next: { timeZone: sent, from: addDays(today > theirs ? today : theirs, 1) } };
}
