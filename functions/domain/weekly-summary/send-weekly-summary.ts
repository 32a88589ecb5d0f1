import { canGetWeeklySummary } from '#shared/plans';
import { countChatsStarted } from '../../data/chats';
import { claimWeeklySend, markWeeklySent, releaseWeeklySend, weeklyRecipient } from '../../data/weekly-summary';
import { appOrigin } from '../../kernel/app-origin';
import { log } from '../../kernel/log';
import { getMailer } from '../../providers/mail';
import { ownEncouragement } from '../buddies/own-encouragement';
import { signUnsubscribeToken, unsubscribeSecret } from '../mail/unsubscribe-token';
import { weeklySummaryEmail } from '../mail/weekly-summary-email';
import { weekOfKey } from './iso-week';
import { weeklySummaryJob } from './job';
import { suggestionFor } from './suggestions';

/** What became of one user's weekly e-mail; only 'sent' sent anything. */
export type WeeklyOutcome = 'sent' | 'already-sent' | 'not-opted-in' | 'not-entitled' | 'no-profile';

/**
 * Sends `uid` the summary of ISO week `weekKey`, at most once: the profile is read again (they may
 * have unsubscribed or changed plan since the fan-out), then the week's marker is claimed with a
 * conditional write. If the mail provider refuses, the claim is given back and the error thrown,
 * so the queue retries; a crash between claim and send loses that week's e-mail rather than
 * risking a second one.
 * @throws for a malformed week key, and when the e-mail could not be sent.
 */
export async function sendWeeklySummary(uid: string, weekKey: string, nowMs: number = Date.now()): Promise<WeeklyOutcome> {
  const week = weekOfKey(weekKey);
  if (!week) throw new Error(`Not an ISO week: ${weekKey}`);
  const recipient = await weeklyRecipient(uid);
  if (!recipient) return 'no-profile';
  if (!recipient.weeklySummary) return 'not-opted-in';
  if (!canGetWeeklySummary(recipient.plan)) return 'not-entitled';
  if (!(await claimWeeklySend(uid, week.key, nowMs))) return 'already-sent';
  try {
    const [sessions, secret, origin, encouragement] = await Promise.all([
      countChatsStarted(uid, week.startMs, week.endMs),
      unsubscribeSecret(),
      appOrigin(),
      // Their own progress only, as their own entry on the buddies' board shows it.
      recipient.hasBuddies ? ownEncouragement(uid, new Date(nowMs)) : undefined,
    ]);
    await getMailer().send(
      weeklySummaryEmail({
        to: recipient.email,
        firstName: recipient.firstName,
        appOrigin: origin,
        sessions,
        suggestion: suggestionFor(uid, week.key),
        ...(encouragement && { encouragement }),
        unsubscribeToken: signUnsubscribeToken(secret, uid, 'weekly-summary'),
      }),
    );
  } catch (error) {
    await releaseWeeklySend(uid, week.key);
    throw error;
  }
  await markWeeklySent(uid, week.key, nowMs);
  return 'sent';
}

/**
 * Runs one message of the weekly summary queue: reads the job and sends its e-mail.
 * @throws when the message is unreadable or the e-mail could not be sent, so the queue retries it.
 */
export async function sendWeeklySummaryJob(body: string, nowMs: number): Promise<void> {
  const job = weeklySummaryJob.parse(JSON.parse(body));
  const outcome = await sendWeeklySummary(job.uid, job.week, nowMs);
  log.info('weekly summary', { uid: job.uid, week: job.week, outcome });
}
