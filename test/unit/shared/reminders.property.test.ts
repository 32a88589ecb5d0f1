import fc from 'fast-check';
import { instantOf, nextReminderAt, reminderDateOf } from '#shared/reminders';
import { addDays, daysBetween } from '#shared/calendar';

/**
 * The daily reminder (shared/reminders.ts) at any quarter hour, any instant from 2000 to 2040, in
 * zones that move their clocks by an hour, by half an hour, at midnight, or never.
 */

const HOUR = 60 * 60 * 1000;
const ZONES = [
  'Europe/Paris',
  'America/New_York',
  'America/Santiago', // clocks change at midnight: some days have no 00:00
  'America/Havana',
  'Australia/Sydney',
  'Australia/Lord_Howe', // half-hour change
  'Pacific/Chatham',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'UTC',
];
const anyZone = fc.constantFrom(...ZONES);
const anyTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const anyInstant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms));
const anyDate = fc.integer({ min: 0, max: 365 * 40 }).map((days) => addDays('2000-01-01', days));

const offsetFormats = new Map(
  ZONES.map((zone) => [zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })]),
);
/** The UTC offset in the zone at an instant, in minutes. */
const offsetAt = (ms: number, timeZone: string) => {
  const name = offsetFormats.get(timeZone)?.formatToParts(ms).at(-1)?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
};
/** The days of 2024 to 2030 on which each zone's clocks change: random instants would rarely land on one. */
const changeDays = ZONES.flatMap((zone) =>
  Array.from({ length: daysBetween('2024-01-01', '2031-01-01') }, (_, day) => addDays('2024-01-01', day)).flatMap((date) => {
    const noon = Date.parse(`${date}T12:00:00Z`);
    return offsetAt(noon - 24 * HOUR, zone) === offsetAt(noon, zone) ? [] : [{ zone, date }];
  }),
);
/** A zone, and an instant within a day and a half of one of its clock changes. */
const nearAChange = fc
  .tuple(fc.constantFrom(...changeDays), fc.integer({ min: -36 * 60, max: 36 * 60 }))
  .map(([{ zone, date }, minutes]) => ({ zone, now: new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60 * 1000) }));
/** Either anywhere in time, or near a clock change. */
const zoneAndInstant = fc.oneof(fc.record({ zone: anyZone, now: anyInstant }), nearAChange);

/** The wall clock in the zone at an instant, `YYYY-MM-DDTHH:MM`. */
const wallClock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at).replace(' ', 'T');

describe('nextReminderAt', () => {
  it('comes once on each local day, one day after another, whatever the clocks do in between', () => {
    fc.assert(
      fc.property(anyTime, zoneAndInstant, (time, { zone, now }) => {
        let at = nextReminderAt(time, zone, now);
        expect(at.getTime()).toBeGreaterThan(now.getTime());
        let date = reminderDateOf(at, zone);
        // Never more than a day and a bit away (the local day may last 25 hours).
        expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(26 * HOUR);
        for (let i = 0; i < 3; i++) {
          const next = nextReminderAt(time, zone, at);
          expect(daysBetween(date, reminderDateOf(next, zone))).toBe(1);
          at = next;
          date = reminderDateOf(next, zone);
        }
      }),
    );
  });

  it('comes when the local clock reads the time, or, on a day the clocks skip it, just after the gap', () => {
    fc.assert(
      fc.property(anyTime, zoneAndInstant, (time, { zone, now }) => {
        const at = nextReminderAt(time, zone, now);
        const reading = wallClock(at, zone);
        if (reading.slice(11) === time) return;
        // Skipped: the clocks jumped over the time, so a second earlier they read before it.
        const wanted = `${reading.slice(0, 10)}T${time}`;
        expect(reading > wanted).toBe(true);
        expect(wallClock(new Date(at.getTime() - 1000), zone) < wanted).toBe(true);
      }),
    );
  });
});

describe('instantOf', () => {
  it('makes a local day last 24 hours, or 23 and 25 (23½ and 24½ on Lord Howe) when the clocks change', () => {
    fc.assert(
      fc.property(fc.oneof(fc.record({ zone: anyZone, date: anyDate }), fc.constantFrom(...changeDays)), ({ zone, date }) => {
        const length = (instantOf(addDays(date, 1), '12:00', zone) - instantOf(date, '12:00', zone)) / HOUR;
        expect([23, 23.5, 24, 24.5, 25]).toContain(length);
      }),
    );
  });

  it('gives Paris one 23-hour day in spring and one 25-hour day in autumn, each year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2039 }), (year) => {
        const lengths = Array.from({ length: daysBetween(`${year}-01-01`, `${year + 1}-01-01`) }, (_, day) => {
          const date = addDays(`${year}-01-01`, day);
          return (instantOf(addDays(date, 1), '12:00', 'Europe/Paris') - instantOf(date, '12:00', 'Europe/Paris')) / HOUR;
        });
        expect(lengths.filter((hours) => hours === 23)).toHaveLength(1);
        expect(lengths.filter((hours) => hours === 25)).toHaveLength(1);
        expect(lengths.indexOf(23)).toBeLessThan(lengths.indexOf(25));
      }),
      { numRuns: 10 },
    );
  });
});
