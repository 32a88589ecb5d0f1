import { getProfile } from '../../data/users';
import { deleteSessionsOfUser } from '../../data/sessions';
import { findUserByEmail, revokeRefreshTokens } from '../../providers/identity/identity-admin';
import { resetPassword } from '../../providers/identity/identity-rest';
import { sendPasswordResetEmail } from '../mail/send-password-reset';

/**
 * E-mails a link to our /reset-password page when an account has the address, and does nothing
 * otherwise: the caller answers the same either way, so it never tells who has an account here.
 */
export async function sendPasswordResetLink(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (user) {
    const profile = await getProfile(user.uid);
    await sendPasswordResetEmail(email, profile?.firstName ?? '');
  }
}

/**
 * Sets the new password with the e-mailed code, then signs the account out everywhere: whoever
 * knew the old password must not stay signed in with it.
 */
export async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  const email = await resetPassword(oobCode, newPassword);
  const user = await findUserByEmail(email);
  if (user) {
    await deleteSessionsOfUser(user.uid);
    await revokeRefreshTokens(user.uid);
  }
}
