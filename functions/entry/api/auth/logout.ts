import * as routes from '#shared/routes/auth';
import { endSession } from '../../../domain/auth/end-session';
import { http } from '../../../http/http';

/** GET /api/auth/logout (the spec's) — revokes this session and clears the cookies; refused cross-site. */
export const handler = http(routes.logout, ({ session, setCookies }) => endSession(session, setCookies));
