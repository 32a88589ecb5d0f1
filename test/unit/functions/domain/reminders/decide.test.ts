import type { ReminderRecipient } from '../../../../../functions/data/check-in-reminders';
import { decideReminder, type ReminderFacts } from '../../../../../functions/domain/reminders/decide';

/** When a claimed check-in reminder becomes an e-mail, and when it is skipped. */

const DUE = '2026-11-20T06:00:00.000Z';
const recipient = (overrides: Partial<ReminderRecipient> = {}): ReminderRecipient => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  checkInReminder: '07:00',
  reminderTimeZone: 'Europe/Paris',
  dueAt: DUE,
  lastDate: '2026-11-19',
  ...overrides,
});
const facts = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  recipient: recipient(),
  date: '2026-11-20',
  dueAt: DUE,
  nowMs: Date.parse(DUE) + 60_000,
  checkedIn: false,
  ...overrides,
});

describe('decideReminder', () => {
  it('sends on time, and up to two hours late', () => {
    expect(decideReminder(facts())).toBe('send');
    expect(decideReminder(facts({ nowMs: Date.parse(DUE) + 2 * 3_600_000 }))).toBe('send');
    expect(decideReminder(facts({ recipient: recipient({ lastDate: undefined }) }))).toBe('send');
  });

  it('sends nothing to a user who already checked in that day', () => {
    expect(decideReminder(facts({ checkedIn: true }))).toBe('checked-in');
  });

  it('skips a reminder more than two hours late: a 07:00 nudge does not come at 14:00', () => {
    expect(decideReminder(facts({ nowMs: Date.parse(DUE) + 2 * 3_600_000 + 1 }))).toBe('late');
    expect(decideReminder(facts({ nowMs: Date.parse(DUE) + 7 * 3_600_000 }))).toBe('late');
  });

  it('sends nothing when the reminder is off, or the account is gone', () => {
    expect(decideReminder(facts({ recipient: recipient({ checkInReminder: 'off' }) }))).toBe('off');
    expect(decideReminder(facts({ recipient: recipient({ checkInReminder: undefined }) }))).toBe('off');
    expect(decideReminder(facts({ recipient: undefined }))).toBe('no-profile');
  });

  it('sends one a local day: not again after the time was changed the same day', () => {
    expect(decideReminder(facts({ recipient: recipient({ lastDate: '2026-11-20' }) }))).toBe('already-sent');
  });
});
