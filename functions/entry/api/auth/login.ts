import * as routes from '#shared/routes/auth';
import { logInWithPassword } from '../../../domain/auth/password-login';
import { http } from '../../../http/http';
import { requirePassedCheck } from '../../../http/bot-check-gate';

/**
 * POST /api/auth/login — signs in with e-mail and password and sets the session cookies.
 * An unverified e-mail answers `message: "VerifyMail"` and clears any session (spec section 4).
 */
export const handler = http(
  routes.login,
  async ({ body, setCookies }) => {
    await logInWithPassword(body.email, body.password, setCookies);
    return { success: true, message: 'Logged in successfully' };
  },
  { challengeGate: requirePassedCheck },
);
