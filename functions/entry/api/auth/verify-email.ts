import { messages } from '#shared/messages';
import * as routes from '#shared/routes/auth';
import { verifyEmail } from '../../../domain/auth/verify-email';
import { http } from '../../../http/http';

/** POST /api/auth/verify-email — applies the code from the verification e-mail's link. */
export const handler = http(routes.verifyEmail, async ({ body }) => {
  await verifyEmail(body.oobCode);
  return { success: true, message: messages.emailVerified.done };
});
