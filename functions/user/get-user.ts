import * as routes from '../../shared/routes/account';
import { getProfile } from '../data/users';
import { notFound } from '../kernel/errors';
import { http } from '../http/http';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';

/** GET /api/user/ — the signed-in user's details (spec section 3). */
export const handler = http(routes.getUser, async ({ session }) => {
  const profile = await getProfile(session.uid);
  if (!profile) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return profile;
});
