import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  BUDDY_INVITES_UNSUBSCRIBED_MESSAGE,
  CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE,
  CHECK_IN_UNSUBSCRIBED_MESSAGE,
  GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '#shared/error-messages';
import type { ResultResponse } from '#shared/schemas/auth';
import { unsubscribeKindOf } from '#shared/unsubscribe';
import { stopBuddyMail } from '../../data/buddy-mail-stops';
import { updatePreferences } from '../../data/users';
import { stopGuardianWeekly } from '../guardian/weekly-email';
import { badRequest } from '../../kernel/errors';
import { unsubscribeSecret, verifyUnsubscribeToken } from './unsubscribe-token';

/**
 * Turns off the mailing a signed unsubscribe token was made for (the weekly summary, which also
 * takes the user out of the fan-out's index, the check-in e-mails, or the daily check-in
 * reminder, which also takes the user out of the reminder index) for the user it was signed for,
 * or a guardian's weekly e-mail of one linked teen,
 * or stops buddy invitation e-mails to the address whose hash a `buddy-invite` token was signed
 * for, and answers which. Repeating it changes nothing more (and a deleted account has nothing to
 * change), so it always answers the same; a token that does not verify changes nothing and is 400.
 */
export async function unsubscribe(token: string): Promise<ResultResponse> {
  const kind = unsubscribeKindOf(token);
  // A uid, or for buddy invitations the address's hash.
  const uid = kind && verifyUnsubscribeToken(await unsubscribeSecret(), token, kind);
  if (!uid) throw badRequest(BAD_UNSUBSCRIBE_LINK_MESSAGE, { token: BAD_UNSUBSCRIBE_LINK_MESSAGE });
  if (kind === 'buddy-invite') {
    await stopBuddyMail(uid, new Date().toISOString());
    return { success: true, message: BUDDY_INVITES_UNSUBSCRIBED_MESSAGE };
  }
  if (kind === 'guardian-weekly') {
    // The token names the guardian and the link: this e-mail of this teen stops, no other.
    await stopGuardianWeekly(uid);
    return { success: true, message: GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE };
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
}
