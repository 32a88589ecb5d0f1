import { progressView } from '../../../../../functions/domain/check-ins/progress-view';
import type { DailyCheckIn, Who5Result } from '#shared/schemas/check-ins';

/** What GET /api/check-ins answers (functions/domain/check-ins/progress-view.ts), at a fixed clock. */

const checkIn = (date: string, timeZone = 'Europe/London'): DailyCheckIn => ({
  date,
  timeZone,
  mood: 3,
  goalIds: [],
  updatedAt: `${date}T20:00:00.000Z`,
});
const who5 = (week: string, score: number): Who5Result => ({
  week,
  date: '2026-11-23',
  answers: [1, 1, 1, 1, 1],
  score,
  low: score <= 28,
  createdAt: '2026-11-23T20:00:00.000Z',
});

describe('progressView', () => {
  it('without a kept zone (an account from before), takes today in the zone of the latest check-in: late evening in Los Angeles is the next day in UTC', () => {
    // 2026-11-26 03:00 UTC is 19:00 on the 25th in Los Angeles.
    const view = progressView(
      [checkIn('2026-11-24', 'America/Los_Angeles'), checkIn('2026-11-25', 'America/Los_Angeles')],
      [],
      undefined,
      new Date('2026-11-26T03:00:00Z'),
    );
    expect(view).toMatchObject({ today: '2026-11-25', streak: 2, checkedInToday: true, graceDaysUsedThisWeek: 0 });
  });

  it('takes today in the zone the profile keeps, which a check-in is accepted for, and names that zone', () => {
    // 2026-11-26 03:00 UTC is 12:00 on the 26th in Tokyo; a change to Los Angeles counts from its 27th.
    const zone = { timeZone: 'Asia/Tokyo', next: { timeZone: 'America/Los_Angeles', from: '2026-11-27' } };
    const view = progressView([checkIn('2026-11-26', 'Asia/Tokyo')], [], zone, new Date('2026-11-26T03:00:00Z'));
    expect(view).toMatchObject({ today: '2026-11-26', timeZone: 'Asia/Tokyo', streak: 1, checkedInToday: true });
  });

  it('uses UTC before the first check-in', () => {
    expect(progressView([], [], undefined, new Date('2026-11-26T03:00:00Z'))).toEqual({
      today: '2026-11-26',
      streak: 0,
      graceDaysUsedThisWeek: 0,
      checkedInToday: false,
      who5ThisWeek: false,
      checkIns: [],
      who5: [],
    });
  });

  it('answers the last 60 days of check-ins, oldest first, and says whether this week has a WHO-5', () => {
    const old = checkIn('2026-09-26'); // 61 days before today
    const first = checkIn('2026-09-27'); // 60 days, today included
    const view = progressView(
      [old, first, checkIn('2026-11-25')],
      [who5('2026-W47', 40), who5('2026-W48', 60)],
      undefined,
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(view.checkIns.map((c) => c.date)).toEqual(['2026-09-27', '2026-11-25']);
    expect(view.who5.map((r) => r.week)).toEqual(['2026-W47', '2026-W48']);
    expect(view.who5ThisWeek).toBe(true);
  });
});
