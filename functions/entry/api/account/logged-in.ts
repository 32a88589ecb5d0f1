import * as routes from '#shared/routes/account';
import { http } from '../../../http/http';

/** GET /api/user/loggedIn — `{ status }`, true when the request carries a live session. */
export const handler = http(routes.loggedIn, async ({ session }) => ({ status: Boolean(session) }));
