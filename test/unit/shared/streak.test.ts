import { addDays } from '#shared/calendar';
import { checkInStreak } from '#shared/streak';

/** Streaks that forgive one missed day per ISO week (shared/streak.ts). 2026-11-23 is a Monday. */

/** Every date from `from` to `to`, both included, except those in `skip`. */
const days = (from: string, to: string, skip: string[] = []): string[] => {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!skip.includes(day)) out.push(day);
  return out;
};

describe('checkInStreak', () => {
  it('is zero with no check-ins', () => {
    expect(checkInStreak([], '2026-11-25')).toEqual({ streak: 0, graceDaysUsedThisWeek: 0, checkedInToday: false });
  });

  it('counts consecutive days up to today', () => {
    expect(checkInStreak(days('2026-11-20', '2026-11-25'), '2026-11-25')).toEqual({
      streak: 6,
      graceDaysUsedThisWeek: 0,
      checkedInToday: true,
    });
  });

  it('does not break while today has no check-in yet', () => {
    expect(checkInStreak(days('2026-11-20', '2026-11-24'), '2026-11-25')).toEqual({
      streak: 5,
      graceDaysUsedThisWeek: 0,
      checkedInToday: false,
    });
  });

  it('forgives one missed day in a week and says it was used this week', () => {
    const dates = days('2026-11-16', '2026-11-27', ['2026-11-25']);
    expect(checkInStreak(dates, '2026-11-27')).toEqual({ streak: 11, graceDaysUsedThisWeek: 1, checkedInToday: true });
  });

  it('breaks on the second missed day of one week', () => {
    // 26th missed (the week's grace day), 25th checked in, 24th missed: the streak is the 27th and the 25th.
    const dates = days('2026-11-16', '2026-11-27', ['2026-11-24', '2026-11-26']);
    expect(checkInStreak(dates, '2026-11-27')).toEqual({ streak: 2, graceDaysUsedThisWeek: 1, checkedInToday: true });
  });

  it('forgives one day in each of several weeks', () => {
    const dates = days('2026-11-02', '2026-11-27', ['2026-11-04', '2026-11-12', '2026-11-20', '2026-11-23']);
    expect(checkInStreak(dates, '2026-11-27')).toEqual({ streak: 22, graceDaysUsedThisWeek: 1, checkedInToday: true });
  });

  it('forgives a Sunday and the Monday after it, since they are in two weeks', () => {
    const dates = days('2026-11-16', '2026-11-25', ['2026-11-22', '2026-11-23']);
    expect(checkInStreak(dates, '2026-11-25')).toEqual({ streak: 8, graceDaysUsedThisWeek: 1, checkedInToday: true });
  });

  it('uses no grace day for misses before the streak began, nor for a yesterday with nothing before it', () => {
    expect(checkInStreak(['2026-11-25'], '2026-11-25')).toEqual({ streak: 1, graceDaysUsedThisWeek: 0, checkedInToday: true });
    // Yesterday missed and two days ago checked in: the grace day bridges, so it is used.
    expect(checkInStreak(['2026-11-23'], '2026-11-25')).toEqual({ streak: 1, graceDaysUsedThisWeek: 1, checkedInToday: false });
    // Two days missed in this week before today: the streak is over.
    expect(checkInStreak(['2026-11-23'], '2026-11-26')).toEqual({ streak: 0, graceDaysUsedThisWeek: 0, checkedInToday: false });
  });

  it('ignores check-ins dated after today and repeated dates', () => {
    expect(checkInStreak(['2026-11-24', '2026-11-25', '2026-11-25', '2026-11-26'], '2026-11-25').streak).toBe(2);
  });

  it('counts across a DST change and a year end as ordinary days', () => {
    // Europe/London falls back on 2026-10-25; the streak runs over it and over New Year.
    expect(checkInStreak(days('2026-10-20', '2026-10-30'), '2026-10-30').streak).toBe(11);
    expect(checkInStreak(days('2026-12-28', '2027-01-03', ['2026-12-31']), '2027-01-03')).toEqual({
      streak: 6,
      graceDaysUsedThisWeek: 1, // 2026-12-31 is in 2026-W53, the week of 2027-01-03
      checkedInToday: true,
    });
  });
});
