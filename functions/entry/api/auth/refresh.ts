import * as routes from '#shared/routes/auth';
import { refreshSession } from '../../../domain/auth/session-refresh';
import { http } from '../../../http/http';

/**
 * POST /api/auth/refresh — the spec's 55-minute re-login, without the password: the stored
 * Firebase refresh token buys a fresh session cookie. A disabled or revoked account ends here.
 */
export const handler = http(routes.refreshSession, async ({ session, setCookies }) => {
  await refreshSession(session, setCookies);
  return { success: true, message: 'Session refreshed' };
});
