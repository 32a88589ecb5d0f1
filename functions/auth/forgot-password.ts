import { messages } from '../../shared/messages';
import * as routes from '../../shared/routes/auth';
import { getProfile } from '../data/users';
import { http } from '../http/http';
import { requirePassedCheck } from '../http/bot-check-gate';
import { sendPasswordResetEmail } from '../domain/mail/send-password-reset';
import { findUserByEmail } from '../providers/identity/identity-admin';

/**
 * POST /api/auth/forgot-password — e-mails a link to our /reset-password page. The answer is the
 * same whether or not an account has the e-mail, so it never tells who has an account here.
 */
export const handler = http(
  routes.forgotPassword,
  async ({ body }) => {
    const user = await findUserByEmail(body.email);
    if (user) {
      const profile = await getProfile(user.uid);
      await sendPasswordResetEmail(body.email, profile?.firstName ?? '');
    }
    return { success: true, message: messages.forgotPassword.sent };
  },
  { challengeGate: requirePassedCheck },
);
