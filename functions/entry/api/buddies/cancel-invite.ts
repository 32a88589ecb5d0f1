import * as routes from '#shared/routes/buddies';
import { BUDDY_INVITE_CANCELLED_MESSAGE } from '#shared/error-messages';
import { cancelInviteFor } from '../../../domain/buddies/invites';
import { http } from '../../../http/http';

/** DELETE /api/buddies/invites/{inviteId} — the link stops working; 404 for an id the user has no pending invitation under. */
export const handler = http(routes.cancelBuddyInvite, async ({ params, session }) => {
  await cancelInviteFor(session.uid, params.inviteId);
  return { success: true, message: BUDDY_INVITE_CANCELLED_MESSAGE };
});
