import { messages } from '#shared/messages';
import { NOT_YOUR_PASSWORD_MESSAGE, SAME_PASSWORD_MESSAGE } from '#shared/error-messages';
import { deleteSessionsOfUser } from '../../data/sessions';
import type { SetCookies } from '../../http/cookies';
import { issueSession } from '../../http/issue-session';
import { AppError, badRequest, forbidden } from '../../kernel/errors';
import { setPassword } from '../../providers/identity/identity-admin';
import { signInWithPassword } from '../../providers/identity/identity-rest';
import { confirmPassword } from '../auth/current-password';

/** What the Change Password form sends: the spec's payload names the uid too. */
interface PasswordChange {
  uid: string;
  currentPassword: string;
  newPassword: string;
}

const wrongCurrent = () => new AppError('INVALID_CREDENTIALS', messages.changePassword.wrongCurrent);

/**
 * Changes the user's own password (the uid sent must be theirs), only with the current one. After
 * the change this browser gets a fresh session (Firebase invalidates the old refresh tokens) and
 * every other session of the user, and this browser's old one, is revoked.
 */
export async function changePassword(uid: string, change: PasswordChange, setCookies: SetCookies): Promise<void> {
  if (change.uid !== uid) throw forbidden(NOT_YOUR_PASSWORD_MESSAGE);
  const email = await confirmPassword(uid, change.currentPassword, wrongCurrent);
  if (change.newPassword === change.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE);

  await setPassword(uid, change.newPassword);
  const fresh = await signInWithPassword(email, change.newPassword);
  const issued = await issueSession(uid, fresh.idToken, fresh.refreshToken);
  setCookies(issued.cookies);
  await deleteSessionsOfUser(uid, issued.token);
}
