import { messages } from '#shared/messages';
import * as routes from '#shared/routes/auth';
import { signUp } from '../../../domain/auth/sign-up';
import { http } from '../../../http/http';
import { requirePassedCheck } from '../../../http/bot-check-gate';

/** POST /api/auth/ — creates the account, its profile, and sends the verification e-mail. */
export const handler = http(
  routes.register,
  async ({ body, requestId }) => {
    await signUp(body, requestId);
    return { success: true, message: messages.signup.success };
  },
  { challengeGate: requirePassedCheck },
);
