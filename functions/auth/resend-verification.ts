import * as routes from '../../shared/routes/auth';
import { claimVerificationSend, getProfile } from '../data/users';
import { rateLimited } from '../kernel/errors';
import { http } from '../http/http';
import { requirePassedCheck } from '../http/bot-check-gate';
import { sendVerificationEmail } from '../domain/mail/send-verification';
import { signInWithPassword } from '../providers/identity/identity-rest';

/** At most one verification e-mail a minute per account, so the button cannot be used to spam. */
export const RESEND_INTERVAL_MS = 60_000;

/**
 * POST /api/auth/resend-verification — the Resend of the verify-email popup. The caller has no
 * session yet, so the password typed on the login page proves the account is theirs.
 */
export const handler = http(
  routes.resendVerification,
  async ({ body }) => {
    const signIn = await signInWithPassword(body.email, body.password);
    if (signIn.emailVerified) {
      return { success: true, message: 'Your email is already verified. You can log in now.' };
    }
    if (!(await claimVerificationSend(signIn.uid, Date.now(), RESEND_INTERVAL_MS))) {
      throw rateLimited('We sent a verification email less than a minute ago. Please check your inbox.');
    }
    const profile = await getProfile(signIn.uid);
    await sendVerificationEmail(body.email, profile?.firstName ?? '');
    return { success: true, message: 'Verification email sent. Please check your inbox.' };
  },
  { challengeGate: requirePassedCheck },
);
