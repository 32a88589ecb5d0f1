import { messages } from '../../shared/messages';
import * as routes from '../../shared/routes/account';
import { deleteSessionsOfUser } from '../data/sessions';
import { AppError, badRequest, forbidden } from '../kernel/errors';
import { http } from '../http/http';
import { issueSession } from '../http/issue-session';
import { setPassword } from '../providers/identity/identity-admin';
import { signInWithPassword } from '../providers/identity/identity-rest';
import { NOT_YOUR_PASSWORD_MESSAGE, SAME_PASSWORD_MESSAGE } from '../../shared/error-messages';
import { confirmPassword } from '../domain/user/current-password';

const wrongCurrent = () => new AppError('INVALID_CREDENTIALS', messages.changePassword.wrongCurrent);

/**
 * PUT /api/user/change-password — the spec's payload names the uid; it must be the session's.
 * After the change this browser gets a fresh session (Firebase invalidates the old refresh tokens)
 * and every other session of the user, and this browser's old one, is revoked.
 */
export const handler = http(routes.changePassword, async ({ body, session, setCookies }) => {
  if (body.uid !== session.uid) throw forbidden(NOT_YOUR_PASSWORD_MESSAGE);
  const email = await confirmPassword(session.uid, body.currentPassword, wrongCurrent);
  if (body.newPassword === body.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE);

  await setPassword(session.uid, body.newPassword);
  const fresh = await signInWithPassword(email, body.newPassword);
  const issued = await issueSession(session.uid, fresh.idToken, fresh.refreshToken);
  setCookies(issued.cookies);
  await deleteSessionsOfUser(session.uid, issued.token);
  return { success: true, message: messages.changePassword.success };
});
