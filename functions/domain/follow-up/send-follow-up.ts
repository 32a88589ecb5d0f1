import { followUpRecipient, restoreFollowUp, takeDueFollowUp } from '../../data/follow-ups';
import { appOrigin } from '../../kernel/app-origin';
import { getMailer } from '../../providers/mail';
import { checkInEmail } from '../mail/check-in-email';
import { signUnsubscribeToken, unsubscribeSecret } from '../mail/unsubscribe-token';
import { decideFollowUp, type FollowUpDecision } from './decide';

/** What became of one user's follow-up: 'taken' means another run (or a newer crisis) had it. */
export type FollowUpOutcome = FollowUpDecision | 'taken';

/**
 * Handles `uid`'s follow-up if it is due at `nowMs`: takes it (a conditional delete, so two runs
 * never both send), then sends the check-in e-mail only if decideFollowUp says so. Either way the
 * item is gone. If the mail provider refuses, the item is put back and the error thrown, so the
 * next run tries again.
 */
export async function sendFollowUp(uid: string, nowMs: number = Date.now()): Promise<FollowUpOutcome> {
  const followUp = await takeDueFollowUp(uid, new Date(nowMs).toISOString());
  if (!followUp) return 'taken';
  const recipient = await followUpRecipient(uid);
  const decision = decideFollowUp(recipient, followUp);
  if (decision !== 'send' || !recipient) return decision;
  try {
    const [secret, origin] = await Promise.all([unsubscribeSecret(), appOrigin()]);
    await getMailer().send(
      checkInEmail({
        to: recipient.email,
        firstName: recipient.firstName,
        appOrigin: origin,
        unsubscribeToken: signUnsubscribeToken(secret, uid, 'check-in'),
      }),
    );
  } catch (error) {
    await restoreFollowUp(uid, followUp);
    throw error;
  }
  return 'send';
}
