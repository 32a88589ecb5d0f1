import * as routes from '#shared/routes/account';
import { profileOf } from '../../../domain/account/profile';
import { http } from '../../../http/http';

/** GET /api/user/ — the signed-in user's details (spec section 3). */
export const handler = http(routes.getUser, ({ session }) => profileOf(session.uid));
