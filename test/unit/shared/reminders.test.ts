import { CHECK_IN_REMINDER_CHOICES, CHECK_IN_REMINDER_PATTERN, nextReminderAt, reminderDateOf } from '#shared/reminders';

/** The check-in reminder's next local occurrence (shared/reminders.ts), across zones and daylight-saving changes. */

const next = (time: string, zone: string, after: string) => nextReminderAt(time, zone, new Date(after)).toISOString();

describe('nextReminderAt', () => {
  it.each([
    // Prepare: time, zone, now → the next instant.
    ['today, when the time is still to come', '07:00', 'Europe/Paris', '2026-06-01T04:59:00.000Z', '2026-06-01T05:00:00.000Z'],
    [
      'tomorrow, strictly after now: the time itself is past',
      '07:00',
      'Europe/Paris',
      '2026-06-01T05:00:00.000Z',
      '2026-06-02T05:00:00.000Z',
    ],
    ['in UTC', '07:00', 'UTC', '2026-06-01T06:59:59.000Z', '2026-06-01T07:00:00.000Z'],
    [
      'midnight, east of UTC (Kiritimati, +14): the local next day is still the UTC day',
      '00:00',
      'Pacific/Kiritimati',
      '2026-06-01T05:00:00.000Z',
      '2026-06-01T10:00:00.000Z',
    ],
    [
      'late evening, west of UTC (Pago Pago, -11): the local day is the UTC day before',
      '23:45',
      'Pacific/Pago_Pago',
      '2026-06-01T05:00:00.000Z',
      '2026-06-01T10:45:00.000Z',
    ],
    ['a half-hour zone (Kolkata, +05:30)', '07:15', 'Asia/Kolkata', '2026-06-01T00:00:00.000Z', '2026-06-01T01:45:00.000Z'],
    ['across the end of a month and year', '08:00', 'America/Los_Angeles', '2026-12-31T17:00:00.000Z', '2027-01-01T16:00:00.000Z'],
  ])('%s', (_what, time, zone, after, expected) => {
    expect(next(time, zone, after)).toBe(expected);
  });

  it('on the spring-forward day, a time the clocks skip (02:30 in New York) comes at the first instant after the gap (03:00 EDT)', () => {
    expect(next('02:30', 'America/New_York', '2026-03-08T05:00:00.000Z')).toBe('2026-03-08T07:00:00.000Z');
    // The day after, 02:30 EDT as usual.
    expect(next('02:30', 'America/New_York', '2026-03-08T07:00:00.000Z')).toBe('2026-03-09T06:30:00.000Z');
  });

  it('a gap at midnight (Santiago) still gives that day its reminder', () => {
    expect(next('00:30', 'America/Santiago', '2026-09-05T12:00:00.000Z')).toBe('2026-09-06T04:00:00.000Z');
  });

  it('on the autumn day, a time the clocks repeat (01:30 in London) fires once, at its first occurrence', () => {
    const first = next('01:30', 'Europe/London', '2026-10-24T23:00:00.000Z');
    expect(first).toBe('2026-10-25T00:30:00.000Z');
    // From the first, and from between the two, the next is the following day's: the repeat is never due.
    expect(next('01:30', 'Europe/London', first)).toBe('2026-10-26T01:30:00.000Z');
    expect(next('01:30', 'Europe/London', '2026-10-25T01:00:00.000Z')).toBe('2026-10-26T01:30:00.000Z');
  });

  it('keeps the local time across a change: 07:00 in Paris is 05:00 UTC in summer and 06:00 in winter', () => {
    expect(next('07:00', 'Europe/Paris', '2026-10-24T06:00:00.000Z')).toBe('2026-10-25T06:00:00.000Z');
    expect(next('07:00', 'Europe/Paris', '2026-03-28T07:00:00.000Z')).toBe('2026-03-29T05:00:00.000Z');
  });
});

describe('reminderDateOf', () => {
  it('is the local date of the due instant, not the UTC one', () => {
    expect(reminderDateOf(new Date('2026-06-01T10:00:00.000Z'), 'Pacific/Kiritimati')).toBe('2026-06-02');
    expect(reminderDateOf(new Date('2026-06-01T10:45:00.000Z'), 'Pacific/Pago_Pago')).toBe('2026-05-31');
  });
});

describe('the reminder times', () => {
  it('are quarter hours from 00:00 to 23:45', () => {
    for (const time of ['00:00', '07:15', '12:30', '23:45']) expect(CHECK_IN_REMINDER_PATTERN.test(time)).toBe(true);
    for (const time of ['07:10', '24:00', '7:00', '07:00:00', 'off', '']) expect(CHECK_IN_REMINDER_PATTERN.test(time)).toBe(false);
  });

  it('offered in Settings are 07:00 to 22:00, hourly', () => {
    expect(CHECK_IN_REMINDER_CHOICES[0]).toBe('07:00');
    expect(CHECK_IN_REMINDER_CHOICES.at(-1)).toBe('22:00');
    expect(CHECK_IN_REMINDER_CHOICES).toHaveLength(16);
  });
});
