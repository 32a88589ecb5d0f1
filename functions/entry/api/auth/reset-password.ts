import * as routes from '#shared/routes/auth';
import { resetPasswordWithCode } from '../../../domain/auth/password-reset';
import { http } from '../../../http/http';
import { PASSWORD_RESET_MESSAGE } from '#shared/error-messages';

/**
 * POST /api/auth/reset-password — sets the new password with the e-mailed code, then signs the
 * account out everywhere: whoever knew the old password must not stay signed in with it.
 */
export const handler = http(routes.resetPassword, async ({ body }) => {
  await resetPasswordWithCode(body.oobCode, body.newPassword);
  return { success: true, message: PASSWORD_RESET_MESSAGE };
});
