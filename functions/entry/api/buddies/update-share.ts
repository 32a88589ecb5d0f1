import * as routes from '#shared/routes/buddies';
import { updateShareFor } from '../../../domain/buddies/share';
import { http } from '../../../http/http';

/** PUT /api/buddies/share — turns the sent items on or off, the others unchanged; answers every setting. */
export const handler = http(routes.updateBuddyShare, async ({ body, session }) => ({
  success: true,
  share: await updateShareFor(session.uid, body),
}));
