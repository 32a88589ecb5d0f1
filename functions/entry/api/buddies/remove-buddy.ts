import * as routes from '#shared/routes/buddies';
import { BUDDY_REMOVED_MESSAGE } from '#shared/error-messages';
import { removeBuddyFor } from '../../../domain/buddies/end-link';
import { http } from '../../../http/http';

/** DELETE /api/buddies/{buddyId} — ends the link on both sides, silently; 404 for an id that is not the user's buddy. */
export const handler = http(routes.removeBuddy, async ({ params, session }) => {
  await removeBuddyFor(session.uid, params.buddyId);
  return { success: true, message: BUDDY_REMOVED_MESSAGE };
});
