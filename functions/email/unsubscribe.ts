import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../shared/error-messages';
import * as routes from '../../shared/routes/table';
import { updatePreferences } from '../data/users';
import { unsubscribeSecret, verifyUnsubscribeToken } from '../domain/mail/unsubscribe-token';
import { http } from '../http/http';
import { badRequest } from '../kernel/errors';

/**
 * POST /api/email/unsubscribe?token=…: turns the weekly summary off for the user the token was
 * signed for, which also takes them out of the fan-out's index. Repeating it changes nothing
 * more (and a deleted account has nothing to change), so it always answers the same; a token
 * that does not verify changes nothing and answers 400.
 */
export const handler = http(routes.unsubscribe, async ({ event }) => {
  const token = event.queryStringParameters?.token ?? '';
  const uid = verifyUnsubscribeToken(await unsubscribeSecret(), token, 'weekly-summary');
  if (!uid) throw badRequest(BAD_UNSUBSCRIBE_LINK_MESSAGE, { token: BAD_UNSUBSCRIBE_LINK_MESSAGE });
  await updatePreferences(uid, { weeklySummary: false });
  return { success: true, message: UNSUBSCRIBED_MESSAGE };
});
