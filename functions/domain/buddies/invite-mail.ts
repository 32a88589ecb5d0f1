import { addressHash } from '../../data/buddy-blocks';
import { buddyMailStopped } from '../../data/buddy-mail-stops';
import { appOrigin } from '../../kernel/app-origin';
import { getMailer } from '../../providers/mail';
import { buddyInviteEmail } from '../mail/buddy-invite-email';
import { signUnsubscribeToken, unsubscribeSecret } from '../mail/unsubscribe-token';
import { mailboxHasRoom } from './invite-limits';

/**
 * E-mails an invitation, unless the mailbox asked for no buddy e-mails (the link every invitation
 * e-mail carries) or has had its day's share from all senders together. Either way the invitation
 * stands and the sender is answered the same: only the e-mail is left out.
 * @throws when the mail provider refuses; the caller takes the invitation back.
 */
export async function mailInvitation(input: { to: string; inviterFirstName: string; link: string }, nowMs: number): Promise<void> {
  if (await buddyMailStopped(input.to)) return;
  if (!(await mailboxHasRoom(input.to, nowMs))) return;
  const [secret, origin] = await Promise.all([unsubscribeSecret(), appOrigin()]);
  const unsubscribeToken = signUnsubscribeToken(secret, addressHash(input.to), 'buddy-invite');
  await getMailer().send(buddyInviteEmail({ ...input, appOrigin: origin, unsubscribeToken }));
}
