import * as routes from '../../shared/routes/table';
import { deleteSession } from '../data/sessions';
import { clearedSessionCookies } from '../http/cookies';
import { http } from '../http/http';

/** GET /api/auth/logout — revokes this session (its cookie stops working at once) and clears the cookies. */
export const handler = http(routes.logout, async ({ session, setCookies }) => {
  if (session) await deleteSession(session.uid, session.token);
  setCookies(clearedSessionCookies());
  return { success: true, message: 'Logged out' };
});
