import fc from 'fast-check';
import { addDays, daysBetween, isCalendarDate, isoWeekOf } from '#shared/calendar';

/** Calendar arithmetic and ISO weeks (shared/calendar.ts) over every date from 1901 to 2199, not a few picked ones. */

const FIRST = '1901-01-01';
/** Any date from 1901-01-01 to 2199-12-31. */
const anyDate = fc.integer({ min: 0, max: daysBetween(FIRST, '2199-12-31') }).map((offset) => addDays(FIRST, offset));
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
const parseWeek = (week: string) => {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) throw new Error(`not an ISO week: ${week}`);
  return { year: Number(match[1]), week: Number(match[2]) };
};
/** ISO 8601: a year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year. */
const weeksIn = (year: number) => {
  const first = weekday(`${year}-01-01`);
  const leap = isCalendarDate(`${year}-02-29`);
  return first === 3 || (leap && first === 2) ? 53 : 52;
};

describe('addDays and daysBetween', () => {
  it('are inverse: n days after a date is n days away from it, and lands on a real date', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -4000, max: 4000 }), (date, days) => {
        const later = addDays(date, days);
        expect(isCalendarDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBe(days);
      }),
    );
  });
});

describe('isoWeekOf', () => {
  it('keeps a week together from Monday to Sunday and starts the next one on the following Monday', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const tomorrow = addDays(date, 1);
        const today = parseWeek(isoWeekOf(date));
        const next = parseWeek(isoWeekOf(tomorrow));
        if (weekday(tomorrow) !== 0) expect(next).toEqual(today);
        else if (today.week === weeksIn(today.year)) expect(next).toEqual({ year: today.year + 1, week: 1 });
        else expect(next).toEqual({ year: today.year, week: today.week + 1 });
      }),
    );
  });

  it("names the year of the week's Thursday, which is never more than three days from the date", () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const { year, week } = parseWeek(isoWeekOf(date));
        const thursday = addDays(date, 3 - weekday(date));
        expect(Number(thursday.slice(0, 4))).toBe(year);
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(weeksIn(year));
        // Week 1 holds the year's first Thursday, so the number counts Thursdays from that one.
        const firstThursday = addDays(`${year}-01-01`, (3 - weekday(`${year}-01-01`) + 7) % 7);
        expect(week).toBe(daysBetween(firstThursday, thursday) / 7 + 1);
      }),
    );
  });
});
