import fc from 'fast-check';
import { addDays } from '#shared/calendar';
import { checkInStreak } from '#shared/streak';

/** The forgiving streak (shared/streak.ts) over any history of check-ins, around any new year. */

/** A today from 2001 to 2099, and check-ins on some of the 60 days up to it (and a few after it). */
const history = fc
  .tuple(fc.integer({ min: 0, max: 36000 }), fc.uniqueArray(fc.integer({ min: -5, max: 60 }), { maxLength: 60 }))
  .map(([day, back]) => {
    const today = addDays('2001-01-01', day);
    return { today, dates: back.map((days) => addDays(today, -days)) };
  });

describe('checkInStreak', () => {
  it('never shrinks when a check-in is added, and counts only days that have one', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 60 }), ({ today, dates }, back) => {
        const before = checkInStreak(dates, today);
        const after = checkInStreak([...dates, addDays(today, -back)], today);
        expect(after.streak).toBeGreaterThanOrEqual(before.streak);
        expect(before.streak).toBeLessThanOrEqual(new Set(dates.filter((date) => date <= today)).size);
      }),
    );
  });

  it('does not depend on order, repeats, or check-ins dated after today', () => {
    fc.assert(
      fc.property(history, ({ today, dates }) => {
        const past = dates.filter((date) => date <= today);
        expect(checkInStreak([...dates].reverse().concat(past), today)).toEqual(checkInStreak(past, today));
      }),
    );
  });

  it('is the same a whole number of weeks later: a new year moves no week boundary', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: -500, max: 500 }), ({ today, dates }, weeks) => {
        const shift = (date: string) => addDays(date, weeks * 7);
        expect(checkInStreak(dates.map(shift), shift(today))).toEqual(checkInStreak(dates, today));
      }),
    );
  });

  it('counts every day of an unbroken run, and a missed today breaks nothing yet', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36000 }), fc.integer({ min: 1, max: 400 }), (day, length) => {
        const today = addDays('2001-01-01', day);
        const run = Array.from({ length }, (_, back) => addDays(today, -back));
        expect(checkInStreak(run, today)).toEqual({ streak: length, graceDaysUsedThisWeek: 0, checkedInToday: true });
        expect(checkInStreak(run.slice(1), today).streak).toBe(length - 1);
      }),
    );
  });
});
