import { isoWeek, weekOfKey } from '../../../../../functions/domain/weekly-summary/iso-week';

describe('isoWeek', () => {
  it.each([
    ['2026-01-01T12:00:00Z', '2026-W01'], // a Thursday: week 1 of its own year
    ['2027-01-01T00:00:00Z', '2026-W53'], // a Friday: the last week of the year before
    ['2024-12-30T00:00:00Z', '2025-W01'], // a Monday whose Thursday is in the next year
    ['2026-02-15T23:59:59Z', '2026-W07'], // Sunday evening still belongs to its week
    ['2026-02-16T00:00:00Z', '2026-W08'], // Monday 00:00 UTC starts the next
  ])('%s is in %s', (at, key) => {
    expect(isoWeek(Date.parse(at)).key).toBe(key);
  });

  it('runs from Monday 00:00 UTC for seven days', () => {
    const week = isoWeek(Date.parse('2026-02-12T08:00:00Z'));
    expect(new Date(week.startMs).toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(new Date(week.endMs).toISOString()).toBe('2026-02-16T00:00:00.000Z');
  });
});

describe('weekOfKey', () => {
  it('gives back the week a key names', () => {
    for (const at of ['2026-01-01T12:00:00Z', '2027-01-01T00:00:00Z', '2026-06-30T00:00:00Z']) {
      const week = isoWeek(Date.parse(at));
      expect(weekOfKey(week.key)).toEqual(week);
    }
  });

  it.each(['2026-W54', '2025-W53', '2026-7', 'W07', '', '2026-W00'])('refuses "%s"', (key) => {
    expect(weekOfKey(key)).toBeUndefined();
  });
});
