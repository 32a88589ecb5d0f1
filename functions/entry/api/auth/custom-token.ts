import * as routes from '#shared/routes/auth';
import { customTokenFor } from '../../../domain/auth/custom-token';
import { http } from '../../../http/http';

/**
 * POST /api/auth/custom-token — a Firebase custom token for the signed-in user, only once they
 * have given the account's password again. The browser signs its Firebase SDK in with it only to
 * link Google with a pop-up, and signs out at once; the session itself stays in the httpOnly
 * cookie.
 */
export const handler = http(routes.customToken, async ({ body, session }) => ({
  token: await customTokenFor(session.uid, body.password),
}));
