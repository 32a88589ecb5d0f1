import { settledZone, userToday, zoneAfter } from '../../../../../functions/domain/check-ins/user-day';
import { daysBetween, localDateIn } from '#shared/calendar';

/**
 * Whose day a check-in is for (functions/domain/check-ins/user-day.ts): the profile keeps the
 * user's time zone, and a new one counts from its next day, so no date comes twice.
 */

const BEHIND = 'Pacific/Pago_Pago'; // UTC-11, no daylight saving
const AHEAD = 'Pacific/Kiritimati'; // UTC+14, no daylight saving
const at = (iso: string) => new Date(iso);

describe('zoneAfter and userToday', () => {
  it('keep the first zone a check-in names, and the day is its date', () => {
    const now = at('2026-11-25T20:00:00Z');

    const zone = zoneAfter(undefined, 'Asia/Tokyo', now);

    expect(zone).toEqual({ timeZone: 'Asia/Tokyo' });
    expect(userToday(zone, now)).toBe('2026-11-26');
  });

  it('a zone ahead counts from its next day: the old date runs until then, and the date skipped can still be checked in late', () => {
    // 22:00 UTC: 11:00 on the 25th behind, 12:00 on the 26th ahead.
    const zone = zoneAfter({ timeZone: BEHIND }, AHEAD, at('2026-11-25T22:00:00Z'));

    expect(zone).toEqual({ timeZone: BEHIND, next: { timeZone: AHEAD, from: '2026-11-27' } });
    expect(userToday(zone, at('2026-11-25T22:00:00Z'))).toBe('2026-11-25');
    expect(userToday(zone, at('2026-11-26T09:59:00Z'))).toBe('2026-11-25');
    expect(userToday(zone, at('2026-11-26T10:00:00Z'))).toBe('2026-11-27');
  });

  it('a zone behind counts from its next day too, and the day never goes back in between', () => {
    const zone = zoneAfter({ timeZone: AHEAD }, BEHIND, at('2026-11-25T22:00:00Z'));

    expect(zone).toEqual({ timeZone: AHEAD, next: { timeZone: BEHIND, from: '2026-11-27' } });
    expect(userToday(zone, at('2026-11-25T22:00:00Z'))).toBe('2026-11-26');
    // The old zone's 27th has begun, but the new zone's 27th has not: the 26th goes on.
    expect(userToday(zone, at('2026-11-26T10:00:00Z'))).toBe('2026-11-26');
    expect(userToday(zone, at('2026-11-27T10:59:00Z'))).toBe('2026-11-26');
    expect(userToday(zone, at('2026-11-27T11:00:00Z'))).toBe('2026-11-27');
  });

  it('naming the kept zone again drops a change not in effect yet; a change in effect becomes the zone', () => {
    const pending = { timeZone: BEHIND, next: { timeZone: AHEAD, from: '2026-11-27' } };

    expect(zoneAfter(pending, BEHIND, at('2026-11-25T23:00:00Z'))).toEqual({ timeZone: BEHIND });
    expect(zoneAfter(pending, AHEAD, at('2026-11-25T23:00:00Z'))).toEqual(pending);
    expect(settledZone(pending, at('2026-11-26T10:00:00Z'))).toEqual({ timeZone: AHEAD });
    expect(zoneAfter(pending, AHEAD, at('2026-11-26T10:00:00Z'))).toEqual({ timeZone: AHEAD });
  });

  it('however often the zone swings between UTC-11 and UTC+14, the day never goes back nor runs past the date at UTC+14', () => {
    // Prepare: a check-in every hour for three weeks, naming the other zone every seven hours.
    const start = at('2026-11-02T00:00:00Z').getTime();
    let zone = zoneAfter(undefined, BEHIND, new Date(start));
    const days: string[] = [];
    // Act
    for (let hour = 0; hour < 21 * 24; hour += 1) {
      const now = new Date(start + hour * 3_600_000);
      zone = zoneAfter(zone, Math.floor(hour / 7) % 2 ? AHEAD : BEHIND, now);
      const today = userToday(zone, now);
      // Assess
      if (days.length) expect(today >= days.at(-1)!).toBe(true);
      expect(today <= localDateIn(now, AHEAD)).toBe(true);
      days.push(today);
    }
    // Three weeks of swinging reach no more dates than three weeks of living (one more, from UTC-11 to UTC+14).
    expect(daysBetween(days[0]!, days.at(-1)!)).toBeLessThanOrEqual(22);
  });
});
