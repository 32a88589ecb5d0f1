import type { ReminderRecipient } from '../../data/check-in-reminders';
import { REMINDER_MAX_LATENESS_MS } from '#shared/reminders';

/** What became of one claimed reminder; only 'send' sends anything. */
export type ReminderDecision = 'send' | 'no-profile' | 'off' | 'late' | 'already-sent' | 'checked-in';

/** What the job knows of one reminder when it decides. */
export interface ReminderFacts {
  /** The profile as read before the claim; undefined when the account is gone. */
  recipient: ReminderRecipient | undefined;
  /** The local date the reminder is for (its due instant's date in the user's zone). */
  date: string;
  /** The due instant claimed (ISO 8601). */
  dueAt: string;
  nowMs: number;
  /** Whether the user has a daily check-in for `date`. */
  checkedIn: boolean;
}

/**
 * Whether a due reminder becomes an e-mail: only for an account that still exists,
 * whose owner still has the reminder on, that has not had one for that local date already (a
 * time changed in Settings after today's went out), that has not checked in that day, and only
 * while the tick is at most two hours late: a 07:00 reminder at 14:00 is skipped, not sent.
 */
export function decideReminder({ recipient, date, dueAt, nowMs, checkedIn }: ReminderFacts): ReminderDecision {
  if (!recipient) return 'no-profile';
  if (!recipient.checkInReminder || recipient.checkInReminder === 'off') return 'off';
  if (nowMs - Date.parse(dueAt) > REMINDER_MAX_LATENESS_MS) return 'late';
  if (recipient.lastDate === date) return 'already-sent';
  if (checkedIn) return 'checked-in';
  return 'send';
}
