import { CONFIRM_PASSWORD_MESSAGE } from '../../shared/error-messages';
import * as routes from '../../shared/routes/auth';
import { confirmPassword } from '../domain/user/current-password';
import { AppError } from '../kernel/errors';
import { http } from '../http/http';
import { createCustomToken } from '../providers/identity/identity-admin';

const wrongPassword = () => new AppError('INVALID_CREDENTIALS', CONFIRM_PASSWORD_MESSAGE);

/**
 * POST /api/auth/custom-token — a Firebase custom token for the signed-in user, only once they
 * have given the account's password again. The browser signs its Firebase SDK in with it only to
 * link Google with a pop-up, and signs out at once; the session itself stays in the httpOnly
 * cookie. A session alone must never become a credential at the identity provider: with one, a
 * stolen cookie could set a new password there or delete the identity.
 */
export const handler = http(routes.customToken, async ({ body, session }) => {
  await confirmPassword(session.uid, body.password, wrongPassword);
  return { token: await createCustomToken(session.uid) };
});
