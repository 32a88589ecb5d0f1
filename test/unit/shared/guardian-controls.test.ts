import { breakRemindersOn } from '#shared/healthy-use';
import { clockTimeIn, coachBackAt, isCoachOff } from '#shared/guardian-controls';
import { guardianControlsBody, COACH_HOURS_SAME_MESSAGE } from '#shared/schemas/guardian-controls';

/** The coach hours' clock: in the teen's zone, across midnight, and through daylight saving. */

const NIGHT = { from: '22:00', to: '07:00' };
const at = (iso: string) => Date.parse(iso);

describe('isCoachOff', () => {
  it('keeps the coach off from the start until the end, across midnight, in the teen’s zone', () => {
    const zone = 'Europe/Berlin'; // UTC+1 in winter
    expect(isCoachOff(NIGHT, at('2026-01-10T20:59:00Z'), zone)).toBe(false);
    expect(isCoachOff(NIGHT, at('2026-01-10T21:00:00Z'), zone)).toBe(true);
    expect(isCoachOff(NIGHT, at('2026-01-11T02:00:00Z'), zone)).toBe(true);
    expect(isCoachOff(NIGHT, at('2026-01-11T05:59:00Z'), zone)).toBe(true);
    expect(isCoachOff(NIGHT, at('2026-01-11T06:00:00Z'), zone)).toBe(false);
  });

  it('reads a window inside one day too, and nothing without coach hours or with an unknown zone', () => {
    const school = { from: '08:30', to: '15:00' };
    expect(isCoachOff(school, at('2026-01-12T10:00:00Z'), 'UTC')).toBe(true);
    expect(isCoachOff(school, at('2026-01-12T16:00:00Z'), 'UTC')).toBe(false);
    expect(isCoachOff(null, at('2026-01-12T10:00:00Z'), 'UTC')).toBe(false);
    expect(isCoachOff(school, at('2026-01-12T10:00:00Z'), 'Not/AZone')).toBe(false);
  });
});

describe('coachBackAt', () => {
  it('names the end of tonight’s window, the next morning', () => {
    const back = coachBackAt(NIGHT, at('2026-01-10T23:30:00Z'), 'UTC');
    expect(new Date(back!).toISOString()).toBe('2026-01-11T07:00:00.000Z');
    expect(coachBackAt(NIGHT, at('2026-01-10T12:00:00Z'), 'UTC')).toBeUndefined();
  });

  it('follows the zone’s clock when daylight saving starts in the night (New York, 8 March 2026)', () => {
    // 02:00 to 03:00 does not exist that night: 07:00 local is 11:00 UTC (EDT), not 12:00.
    const back = coachBackAt(NIGHT, at('2026-03-08T04:00:00Z'), 'America/New_York');
    expect(new Date(back!).toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });

  it('is back when the clock jumps past an end that night skips', () => {
    const skipped = { from: '01:00', to: '02:30' };
    const back = coachBackAt(skipped, at('2026-03-08T06:30:00Z'), 'America/New_York'); // 01:30 EST
    // At 07:00 UTC the clock jumps from 01:59 EST to 03:00 EDT.
    expect(new Date(back!).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('follows the zone’s clock when daylight saving ends in the night (Berlin, 25 October 2026)', () => {
    const back = coachBackAt(NIGHT, at('2026-10-24T21:00:00Z'), 'Europe/Berlin'); // 23:00 CEST
    expect(new Date(back!).toISOString()).toBe('2026-10-25T06:00:00.000Z'); // 07:00 CET
    expect(clockTimeIn(back!, 'Europe/Berlin')).toBe('07:00');
  });
});

describe('the controls’ rules', () => {
  it('refuses coach hours that start and end at the same time, and a time that is not HH:MM', () => {
    const same = guardianControlsBody.safeParse({
      coachHours: { from: '07:00', to: '07:00' },
      keepBreakReminders: false,
      voice: true,
      memory: true,
    });
    const odd = guardianControlsBody.safeParse({
      coachHours: { from: '25:00', to: '07:00' },
      keepBreakReminders: false,
      voice: true,
      memory: true,
    });
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]?.message).toBe(COACH_HOURS_SAME_MESSAGE);
    expect(odd.success).toBe(false);
  });

  it('keeps break reminders on when a guardian says so, whatever the teen’s own switch', () => {
    expect(breakRemindersOn({ breakReminders: 'off', ageConfirmation: 'guardian', keptOnByGuardian: true })).toBe(true);
    expect(breakRemindersOn({ breakReminders: 'off', ageConfirmation: 'guardian', keptOnByGuardian: false })).toBe(false);
  });
});
