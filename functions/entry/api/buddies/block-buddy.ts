import * as routes from '#shared/routes/buddies';
import { BUDDY_BLOCKED_MESSAGE } from '#shared/error-messages';
import { blockBuddyFor } from '../../../domain/buddies/blocks';
import { http } from '../../../http/http';

/** POST /api/buddies/{buddyId}/block — ends the link on both sides and refuses their invitations; 404 for an id the user has no buddy under. */
export const handler = http(routes.blockBuddy, async ({ params, session }) => {
  await blockBuddyFor(session.uid, params.buddyId);
  return { success: true, message: BUDDY_BLOCKED_MESSAGE };
});
