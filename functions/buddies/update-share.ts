import * as routes from '../../shared/routes/buddies';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../shared/error-messages';
import { updateBuddyShare } from '../data/buddy-share';
import { http } from '../http/http';
import { notFound } from '../kernel/errors';

/** PUT /api/buddies/share — turns the sent items on or off, the others unchanged; answers every setting. */
export const handler = http(routes.updateBuddyShare, async ({ body, session }) => {
  const share = await updateBuddyShare(session.uid, body);
  if (!share) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return { success: true, share };
});
