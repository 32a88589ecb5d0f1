import * as routes from '../../shared/routes/table';
import { http } from '../http/http';
import { createCustomToken } from '../providers/identity/identity-admin';

/**
 * POST /api/auth/custom-token — a Firebase custom token for the signed-in user. The browser signs
 * its Firebase SDK in with it only to run provider flows there (linking Google with a pop-up);
 * the session itself stays in the httpOnly cookie.
 */
export const handler = http(routes.customToken, async ({ session }) => ({
  token: await createCustomToken(session.uid),
}));
