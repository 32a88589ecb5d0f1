import { messages } from '../../shared/messages';
import * as routes from '../../shared/routes/table';
import { deleteSessionsOfUser } from '../data/sessions';
import { getProfile } from '../data/users';
import { AppError, badRequest, forbidden } from '../kernel/errors';
import { http } from '../http/http';
import { issueSession } from '../http/issue-session';
import { findUser, setPassword } from '../providers/identity/identity-admin';
import { signInWithPassword, type PasswordSignIn } from '../providers/identity/identity-rest';
import { NOT_YOUR_PASSWORD_MESSAGE } from '../../shared/error-messages';
import { SAME_PASSWORD_MESSAGE } from '../../shared/error-messages';

const wrongCurrent = () => new AppError('INVALID_CREDENTIALS', messages.changePassword.wrongCurrent);

/** The account's e-mail: the profile's, or the identity's for an account without a profile. */
async function emailOf(uid: string): Promise<string | undefined> {
  return (await getProfile(uid))?.email ?? (await findUser(uid))?.email;
}

/** Proves the caller knows the current password; a Google-only account has none and fails here too. */
async function checkCurrentPassword(uid: string, email: string, password: string): Promise<void> {
  let signIn: PasswordSignIn;
  try {
    signIn = await signInWithPassword(email, password);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') throw wrongCurrent();
    throw error;
  }
  if (signIn.uid !== uid) throw wrongCurrent();
}

/**
 * PUT /api/user/change-password — the spec's payload names the uid; it must be the session's.
 * After the change this browser gets a fresh session (Firebase invalidates the old refresh tokens)
 * and every other session of the user, and this browser's old one, is revoked.
 */
export const handler = http(routes.changePassword, async ({ body, session, setCookies }) => {
  if (body.uid !== session.uid) throw forbidden(NOT_YOUR_PASSWORD_MESSAGE);
  const email = await emailOf(session.uid);
  if (!email) throw wrongCurrent();
  await checkCurrentPassword(session.uid, email, body.currentPassword);
  if (body.newPassword === body.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE);

  await setPassword(session.uid, body.newPassword);
  const fresh = await signInWithPassword(email, body.newPassword);
  const issued = await issueSession(session.uid, fresh.idToken, fresh.refreshToken);
  setCookies(issued.cookies);
  await deleteSessionsOfUser(session.uid, issued.token);
  return { success: true, message: messages.changePassword.success };
});
