import { messages } from '#shared/messages';
import * as routes from '#shared/routes/account';
import { changePassword } from '../../../domain/account/password-change';
import { http } from '../../../http/http';

/**
 * PUT /api/user/change-password — the spec's payload names the uid; it must be the session's.
 * After the change this browser gets a fresh session and every other session is revoked.
 */
export const handler = http(routes.changePassword, async ({ body, session, setCookies }) => {
  await changePassword(session.uid, body, setCookies);
  return { success: true, message: messages.changePassword.success };
});
