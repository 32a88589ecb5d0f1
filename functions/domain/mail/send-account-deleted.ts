import { log } from '../../kernel/log';
import { getMailer } from '../../providers/mail';
import { accountDeletedEmail } from './account-deleted-email';

/**
 * Tells the owner their account was deleted. Sent after the deletion is complete, and a failure
 * is logged, not thrown: the account is gone either way, and an error would have the client
 * repeat a deletion whose proof no longer exists.
 */
export async function sendAccountDeletedEmail(to: string | undefined, requestId: string): Promise<void> {
  if (!to) return;
  try {
    await getMailer().send(accountDeletedEmail(to));
  } catch (error) {
    log.error('account deleted e-mail failed', error, { requestId });
  }
}
