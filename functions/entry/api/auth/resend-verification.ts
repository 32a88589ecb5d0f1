import * as routes from '#shared/routes/auth';
import { resendVerification } from '../../../domain/auth/resend-verification';
import { http } from '../../../http/http';
import { requirePassedCheck } from '../../../http/bot-check-gate';

/**
 * POST /api/auth/resend-verification — the Resend of the verify-email popup. The caller has no
 * session yet, so the password typed on the login page proves the account is theirs.
 */
export const handler = http(routes.resendVerification, ({ body }) => resendVerification(body.email, body.password), {
  challengeGate: requirePassedCheck,
});
