import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  BUDDY_INVITES_UNSUBSCRIBED_MESSAGE,
  CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE,
  CHECK_IN_UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '../../shared/error-messages';
import * as routes from '../../shared/routes/email';
import { unsubscribeKindOf } from '../../shared/unsubscribe';
import { stopBuddyMail } from '../data/buddy-mail-stops';
import { updatePreferences } from '../data/users';
import { unsubscribeSecret, verifyUnsubscribeToken } from '../domain/mail/unsubscribe-token';
import { http } from '../http/http';
import { badRequest } from '../kernel/errors';

/**
 * POST /api/email/unsubscribe?token=…: turns off the mailing the token was signed for (the weekly
 * summary, which also takes the user out of the fan-out's index, the check-in e-mails, or the
 * daily check-in reminder, which also takes the user out of the reminder index) for
 * the user it was signed for, or stops buddy invitation e-mails to the address whose hash a
 * `buddy-invite` token was signed for. Repeating it changes nothing more (and a deleted account has
 * nothing to change), so it always answers the same; a token that does not verify changes
 * nothing and answers 400.
 */
export const handler = http(routes.unsubscribe, async ({ event }) => {
  const token = event.queryStringParameters?.token ?? '';
  const kind = unsubscribeKindOf(token);
  // A uid, or for buddy invitations the address's hash.
  const uid = kind && verifyUnsubscribeToken(await unsubscribeSecret(), token, kind);
  if (!uid) throw badRequest(BAD_UNSUBSCRIBE_LINK_MESSAGE, { token: BAD_UNSUBSCRIBE_LINK_MESSAGE });
  if (kind === 'buddy-invite') {
    await stopBuddyMail(uid, new Date().toISOString());
    return { success: true, message: BUDDY_INVITES_UNSUBSCRIBED_MESSAGE };
  }
  if (kind === 'check-in') {
    await updatePreferences(uid, { checkInEmails: false });
    return { success: true, message: CHECK_IN_UNSUBSCRIBED_MESSAGE };
  }
  if (kind === 'check-in-reminder') {
    await updatePreferences(uid, { checkInReminder: 'off' });
    return { success: true, message: CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE };
  }
  await updatePreferences(uid, { weeklySummary: false });
  return { success: true, message: UNSUBSCRIBED_MESSAGE };
});
