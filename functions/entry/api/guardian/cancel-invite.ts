import * as routes from '#shared/routes/guardian';
import { GUARDIAN_INVITE_CANCELLED_MESSAGE } from '#shared/error-messages';
import { cancelGuardianInviteFor } from '../../../domain/guardian/invites';
import { http } from '../../../http/http';

/** DELETE /api/guardian/invites/{inviteId} — the link stops working; 404 for an id the user has no waiting request under. */
export const handler = http(routes.cancelGuardianInvite, async ({ params, session }) => {
  await cancelGuardianInviteFor(session.uid, params.inviteId);
  return { success: true, message: GUARDIAN_INVITE_CANCELLED_MESSAGE };
});
