import * as routes from '#shared/routes/auth';
import { endSession } from '../../../domain/auth/end-session';
import { http } from '../../../http/http';

/** POST /api/auth/logout — what the web app calls: revokes this session and clears the cookies. */
export const handler = http(routes.logoutPost, ({ session, setCookies }) => endSession(session, setCookies));
