import { messages } from '../../shared/messages';
import * as routes from '../../shared/routes/auth';
import { clearedSessionCookies } from '../http/cookies';
import { AppError } from '../kernel/errors';
import { http } from '../http/http';
import { requirePassedCheck } from '../http/bot-check-gate';
import { issueSession } from '../http/issue-session';
import { signInWithPassword } from '../providers/identity/identity-rest';

/**
 * POST /api/auth/login — signs in with e-mail and password and sets the session cookies.
 * An unverified e-mail answers `message: "VerifyMail"` and clears any session (spec section 4).
 */
export const handler = http(
  routes.login,
  async ({ body, setCookies }) => {
    const signIn = await signInWithPassword(body.email, body.password);
    if (!signIn.emailVerified) {
      setCookies(clearedSessionCookies());
      throw new AppError('EMAIL_NOT_VERIFIED', messages.login.verifyMail);
    }
    setCookies((await issueSession(signIn.uid, signIn.idToken, signIn.refreshToken)).cookies);
    return { success: true, message: 'Logged in successfully' };
  },
  { challengeGate: requirePassedCheck },
);
