import { messages } from '../../shared/messages';
import * as routes from '../../shared/routes/auth';
import { http } from '../http/http';
import { applyEmailVerification } from '../providers/identity/identity-rest';

/** POST /api/auth/verify-email — applies the code from the verification e-mail's link. */
export const handler = http(routes.verifyEmail, async ({ body }) => {
  await applyEmailVerification(body.oobCode);
  return { success: true, message: messages.emailVerified.done };
});
