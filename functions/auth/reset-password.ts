import * as routes from '../../shared/routes/auth';
import { deleteSessionsOfUser } from '../data/sessions';
import { http } from '../http/http';
import { findUserByEmail, revokeRefreshTokens } from '../providers/identity/identity-admin';
import { resetPassword } from '../providers/identity/identity-rest';
import { PASSWORD_RESET_MESSAGE } from '../../shared/error-messages';

/**
 * POST /api/auth/reset-password — sets the new password with the e-mailed code, then signs the
 * account out everywhere: whoever knew the old password must not stay signed in with it.
 */
export const handler = http(routes.resetPassword, async ({ body }) => {
  const email = await resetPassword(body.oobCode, body.newPassword);
  const user = await findUserByEmail(email);
  if (user) {
    await deleteSessionsOfUser(user.uid);
    await revokeRefreshTokens(user.uid);
  }
  return { success: true, message: PASSWORD_RESET_MESSAGE };
});
