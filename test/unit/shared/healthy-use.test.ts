import {
  breakRemindersOn,
  breakSuggestion,
  continuousRunStart,
  effectiveQuietHoursFrom,
  isLateNight,
  type BreakInput,
} from '#shared/healthy-use';
import { updatePreferencesBody } from '#shared/schemas/user';

/** Healthy use: the break suggestion's rule, pure (shared/healthy-use.ts). */

const MINUTE = 60_000;
// 14:00 in New York (EST, UTC-5): far from the late-night window.
const AFTERNOON = Date.parse('2026-11-26T19:00:00.000Z');
const NY = 'America/New_York';

/** User messages every `step` minutes, from `minutesAgo` before `now` up to `now`. */
const messagesOver = (minutesAgo: number, step: number, now = AFTERNOON) =>
  Array.from({ length: Math.floor(minutesAgo / step) + 1 }, (_, i) => new Date(now - (minutesAgo - i * step) * MINUTE).toISOString());

const input = (overrides: Partial<BreakInput> = {}): BreakInput => ({
  userMessageTimes: messagesOver(60, 5),
  now: AFTERNOON,
  timeZone: NY,
  chatFlagged: false,
  breakReminders: 'on',
  ...overrides,
});

describe('continuousRunStart', () => {
  it('starts after the last gap over 15 minutes; a gap of exactly 15 keeps the run', () => {
    const times = [AFTERNOON - 100 * MINUTE, AFTERNOON - 50 * MINUTE, AFTERNOON - 35 * MINUTE, AFTERNOON - 5 * MINUTE];
    expect(continuousRunStart(times, AFTERNOON)).toBe(AFTERNOON - 5 * MINUTE);
    expect(continuousRunStart([AFTERNOON - 30 * MINUTE, AFTERNOON - 15 * MINUTE, AFTERNOON], AFTERNOON)).toBe(AFTERNOON - 30 * MINUTE);
  });

  it('is undefined when the user has not written for over 15 minutes, or at all', () => {
    expect(continuousRunStart([AFTERNOON - 16 * MINUTE], AFTERNOON)).toBeUndefined();
    expect(continuousRunStart([], AFTERNOON)).toBeUndefined();
  });

  it('counts a message stamped a little after now (the server clock ahead) as now', () => {
    expect(continuousRunStart([AFTERNOON - 10 * MINUTE, AFTERNOON + MINUTE], AFTERNOON)).toBe(AFTERNOON - 10 * MINUTE);
  });

  it('takes the times in any order and ignores unreadable ones', () => {
    expect(continuousRunStart(['nonsense', AFTERNOON, AFTERNOON - 10 * MINUTE], AFTERNOON)).toBe(AFTERNOON - 10 * MINUTE);
  });
});

describe('breakSuggestion: about an hour', () => {
  it('suggests a break 55 minutes into a continuous run, not at 54', () => {
    expect(breakSuggestion(input({ userMessageTimes: messagesOver(55, 5) }))).toBe('long-session');
    expect(breakSuggestion(input({ userMessageTimes: messagesOver(54, 6) }))).toBeUndefined();
  });

  it('counts only the continuous run: an hour with a 20-minute pause is two short runs', () => {
    const times = [...messagesOver(40, 10, AFTERNOON - 45 * MINUTE), ...messagesOver(25, 5)];
    expect(breakSuggestion(input({ userMessageTimes: times }))).toBeUndefined();
  });

  it('asks once per run: dismissed, the same run stays quiet, and the next run may ask again', () => {
    const times = messagesOver(60, 5);
    const runStart = continuousRunStart(times, AFTERNOON);
    expect(breakSuggestion(input({ userMessageTimes: times, dismissedRunStart: runStart }))).toBeUndefined();
    const later = AFTERNOON + 3 * 60 * MINUTE;
    expect(
      breakSuggestion(input({ userMessageTimes: [...times, ...messagesOver(60, 5, later)], now: later, dismissedRunStart: runStart })),
    ).toBe('long-session');
  });

  it('never suggests anything in a crisis-flagged chat', () => {
    expect(breakSuggestion(input({ chatFlagged: true }))).toBeUndefined();
    expect(
      breakSuggestion(input({ chatFlagged: true, now: Date.parse('2026-11-27T04:00:00.000Z'), quietHoursFrom: '22:00' })),
    ).toBeUndefined();
  });
});

describe('breakSuggestion: late at night', () => {
  // 23:30 in New York.
  const NIGHT = Date.parse('2026-11-27T04:30:00.000Z');

  it('suggests sleep from the chosen time, first message included, and before the hour is up', () => {
    expect(breakSuggestion(input({ now: NIGHT, userMessageTimes: [NIGHT - MINUTE], quietHoursFrom: '23:00' }))).toBe('late-night');
    expect(breakSuggestion(input({ now: NIGHT, userMessageTimes: [NIGHT - MINUTE], quietHoursFrom: 'off' }))).toBeUndefined();
  });

  it.each([
    ['23:00', '22:59', false],
    ['23:00', '23:00', true],
    ['23:00', '02:00', true],
    ['23:00', '05:59', true],
    ['23:00', '06:00', false],
    ['23:00', '12:00', false],
    ['00:00', '23:30', false],
    ['00:00', '00:00', true],
    ['21:00', '21:15', true],
  ])('from %s, %s local time is late: %s (across midnight, until 06:00)', (from, local, late) => {
    const now = Date.parse(`2026-06-15T${local}:00.000Z`);
    expect(isLateNight(now, 'UTC', from)).toBe(late);
  });

  it('reads the clock in the user’s time zone', () => {
    // 04:30 UTC: 23:30 in New York, 13:30 in Tokyo, 05:30 in Berlin (winter).
    expect(isLateNight(NIGHT, NY, '23:00')).toBe(true);
    expect(isLateNight(NIGHT, 'Asia/Tokyo', '23:00')).toBe(false);
    expect(isLateNight(NIGHT, 'Europe/Berlin', '23:00')).toBe(true);
    expect(isLateNight(NIGHT, 'Not/AZone', '23:00')).toBe(false);
  });

  it('is not suggested when the user is not chatting now', () => {
    expect(breakSuggestion(input({ now: NIGHT, userMessageTimes: [NIGHT - 20 * MINUTE], quietHoursFrom: '23:00' }))).toBeUndefined();
  });
});

describe('defaults: on with guardian consent, off for adults', () => {
  it('turns reminders on by default with a guardian’s consent (and before the age is confirmed), off for adults', () => {
    expect(breakRemindersOn({ ageConfirmation: 'guardian' })).toBe(true);
    expect(breakRemindersOn({})).toBe(true);
    expect(breakRemindersOn({ ageConfirmation: 'adult' })).toBe(false);
    expect(breakRemindersOn({ ageConfirmation: 'guardian', breakReminders: 'off' })).toBe(false);
    expect(breakRemindersOn({ ageConfirmation: 'adult', breakReminders: 'on' })).toBe(true);
  });

  it('gives guardian-consent users a 22:00 late-night start until they choose, adults none', () => {
    expect(effectiveQuietHoursFrom({ ageConfirmation: 'guardian' })).toBe('22:00');
    expect(effectiveQuietHoursFrom({ ageConfirmation: 'guardian', quietHoursFrom: 'off' })).toBeUndefined();
    expect(effectiveQuietHoursFrom({ ageConfirmation: 'adult' })).toBeUndefined();
    expect(effectiveQuietHoursFrom({ ageConfirmation: 'adult', quietHoursFrom: '23:00' })).toBe('23:00');
  });

  it('suggests a break to a guardian-consent user who never chose, and not to an adult who never chose', () => {
    const base = input({ breakReminders: undefined });
    expect(breakSuggestion({ ...base, ageConfirmation: 'guardian' })).toBe('long-session');
    expect(breakSuggestion({ ...base, ageConfirmation: 'adult' })).toBeUndefined();
  });
});

describe('updatePreferencesBody: the break reminder fields', () => {
  it.each([
    { breakReminders: 'on' },
    { breakReminders: 'off' },
    { quietHoursFrom: '23:00' },
    { quietHoursFrom: '00:30' },
    { quietHoursFrom: 'off' },
  ])('accepts %j', (body) => {
    expect(updatePreferencesBody.safeParse(body).success).toBe(true);
  });

  it.each([
    { breakReminders: true },
    { breakReminders: 'sometimes' },
    { quietHoursFrom: '12:00' },
    { quietHoursFrom: '6:00' },
    { quietHoursFrom: 2300 },
  ])('refuses %j', (body) => {
    expect(updatePreferencesBody.safeParse(body).success).toBe(false);
  });
});
