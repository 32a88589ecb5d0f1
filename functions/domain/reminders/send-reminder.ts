import { isTimeZone } from '#shared/calendar';
import { CHECK_IN_REMINDER_PATTERN, nextReminderAt, reminderDateOf } from '#shared/reminders';
import {
  claimReminder,
  dropReminder,
  hasCheckInOn,
  releaseReminder,
  reminderRecipient,
  type ReminderClaim,
} from '../../data/check-in-reminders';
import { appOrigin } from '../../kernel/app-origin';
import { getMailer } from '../../providers/mail';
import { checkInReminderEmail } from '../mail/check-in-reminder-email';
import { signUnsubscribeToken, unsubscribeSecret } from '../mail/unsubscribe-token';
import { decideReminder, type ReminderDecision } from './decide';

/** What became of one user's reminder: 'taken' means another run (or a change in Settings) had it. */
export type ReminderOutcome = ReminderDecision | 'taken';

/**
 * Handles `uid`'s reminder if it is due at `nowMs`: reads the profile, claims the reminder (one
 * conditional UpdateItem moving it to the next local occurrence, so two runs never both send),
 * then sends the e-mail only if decideReminder says so. Either way the reminder has moved on. If
 * the mail provider refuses, the claim is given back and the error thrown, so the next tick (or
 * the queue's retry) tries again.
 */
export async function sendReminder(uid: string, nowMs: number = Date.now()): Promise<ReminderOutcome> {
  const recipient = await reminderRecipient(uid);
  if (!recipient) return 'no-profile';
  const { checkInReminder: time, reminderTimeZone: timeZone, dueAt } = recipient;
  if (!dueAt || Date.parse(dueAt) > nowMs) return 'taken';
  if (!time || !CHECK_IN_REMINDER_PATTERN.test(time) || !timeZone || !isTimeZone(timeZone)) {
    // Nothing to schedule (stored off, or a zone this runtime no longer knows): out of the index.
    await dropReminder(uid, dueAt);
    return 'off';
  }
  const now = new Date(nowMs);
  const date = reminderDateOf(new Date(dueAt), timeZone);
  const claim: ReminderClaim = { time, timeZone, dueAt, nextDueAt: nextReminderAt(time, timeZone, now).toISOString(), date };
  if (!(await claimReminder(uid, claim))) return 'taken';
  const decision = decideReminder({ recipient, date, dueAt, nowMs, checkedIn: await hasCheckInOn(uid, date) });
  if (decision !== 'send') return decision;
  try {
    const [secret, origin] = await Promise.all([unsubscribeSecret(), appOrigin()]);
    await getMailer().send(
      checkInReminderEmail({
        to: recipient.email,
        firstName: recipient.firstName,
        appOrigin: origin,
        unsubscribeToken: signUnsubscribeToken(secret, uid, 'check-in-reminder'),
      }),
    );
  } catch (error) {
    await releaseReminder(uid, claim, recipient.lastDate);
    throw error;
  }
  return 'send';
}
