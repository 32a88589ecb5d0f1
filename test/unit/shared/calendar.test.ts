import { addDays, daysBetween, isCalendarDate, isPastDate, isTimeZone, isWithinDateWindow, isoWeekOf, localDateIn } from '#shared/calendar';

/** Calendar dates, ISO weeks, time zones and the check-in date window (shared/calendar.ts). */

describe('calendar dates', () => {
  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-11-22T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('counts a DST weekend as whole days (the date, not 24-hour steps)', () => {
    // Europe/London springs forward on 2026-03-29 and falls back on 2026-10-25.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-11-23', '2026-W48'], // a Monday
    ['2026-11-29', '2026-W48'], // its Sunday
    ['2026-11-30', '2026-W49'],
    ['2026-01-01', '2026-W01'], // a Thursday: week 1
    ['2027-01-01', '2026-W53'], // a Friday: the last week of 2026
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'], // a Monday in December, already 2025's week 1
  ])('%s is in %s', (date, week) => {
    expect(isoWeekOf(date)).toBe(week);
  });
});

describe('time zones', () => {
  it.each(['Europe/London', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5', 'Asia/Kolkata'])('%s is one', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Olympus', '+02:00', 'Europe/London\u202E', '', 'x'.repeat(80), '../etc'])('%j is not one', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });

  it('gives the local date at an instant, on either side of the date line', () => {
    const instant = new Date('2026-11-22T11:30:00Z');
    expect(localDateIn(instant, 'Pacific/Kiritimati')).toBe('2026-11-23'); // UTC+14
    expect(localDateIn(instant, 'Pacific/Pago_Pago')).toBe('2026-11-22'); // UTC-11
    expect(localDateIn(new Date('2026-11-22T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-23');
  });

  it('gives the right local date around DST changes', () => {
    // New York springs forward at 2026-03-08 02:00 local (07:00 UTC) and falls back on 2026-11-01.
    expect(localDateIn(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07'); // 23:59 EST
    expect(localDateIn(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDateIn(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08'); // 23:59 EDT
    expect(localDateIn(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(localDateIn(new Date('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-11-01'); // 23:59 EST again
  });
});

describe('the check-in date window', () => {
  const NOW = new Date('2026-11-22T00:30:00Z');

  it.each([
    ['2026-11-21', true], // still the 21st in New York
    ['2026-11-22', true],
    ['2026-11-23', true], // already the 23rd in Kiritimati? not yet at 00:30 UTC, but within a day
    ['2026-11-20', false],
    ['2026-11-24', false],
    ['2026-10-22', false], // a month back: no backfilling
    ['2026-02-30', false],
  ])('%s is within a day of the server’s UTC date: %s', (date, expected) => {
    expect(isWithinDateWindow(date, NOW)).toBe(expected);
  });

  it('calls a date past only once it is over everywhere', () => {
    expect(isPastDate('2026-11-22', NOW)).toBe(false);
    expect(isPastDate('2026-11-21', NOW)).toBe(false);
    expect(isPastDate('2026-11-20', NOW)).toBe(true);
    expect(isPastDate('2030-01-01', NOW)).toBe(false);
  });
});
