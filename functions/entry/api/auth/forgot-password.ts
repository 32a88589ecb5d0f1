import { messages } from '#shared/messages';
import * as routes from '#shared/routes/auth';
import { sendPasswordResetLink } from '../../../domain/auth/password-reset';
import { http } from '../../../http/http';
import { requirePassedCheck } from '../../../http/bot-check-gate';

/**
 * POST /api/auth/forgot-password — e-mails a link to our /reset-password page. The answer is the
 * same whether or not an account has the e-mail, so it never tells who has an account here.
 */
export const handler = http(
  routes.forgotPassword,
  async ({ body }) => {
    await sendPasswordResetLink(body.email);
    return { success: true, message: messages.forgotPassword.sent };
  },
  { challengeGate: requirePassedCheck },
);
