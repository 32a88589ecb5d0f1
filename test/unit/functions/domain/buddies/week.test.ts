import { localWeekOf } from '../../../../../functions/domain/buddies/week';

/** The board's week: Monday to Sunday where the person's day is. */

describe('localWeekOf', () => {
  it('is the ISO week of the person’s today in their zone, from local Monday midnight', () => {
    // Sunday 2026-03-08 23:30 UTC is already Monday 2026-03-09 in Auckland (UTC+13).
    const now = new Date('2026-03-08T23:30:00.000Z');
    expect(localWeekOf(now, 'UTC')).toMatchObject({ today: '2026-03-08', monday: '2026-03-02', mondayBefore: '2026-02-23' });
    const auckland = localWeekOf(now, 'Pacific/Auckland');
    expect(auckland).toMatchObject({ today: '2026-03-09', monday: '2026-03-09', mondayBefore: '2026-03-02' });
    expect(new Date(auckland.startMs).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(auckland.endMs - auckland.startMs).toBe(7 * 86_400_000);
  });

  it('falls back to UTC for no zone or an unknown one', () => {
    const now = new Date('2026-03-04T12:00:00.000Z');
    expect(localWeekOf(now, undefined)).toEqual(localWeekOf(now, 'UTC'));
    expect(localWeekOf(now, 'Not/AZone').startMs).toBe(Date.parse('2026-03-02T00:00:00.000Z'));
  });
});
