import * as routes from '#shared/routes/guardian';
import { resendGuardianInviteFor } from '../../../domain/guardian/invites';
import { http } from '../../../http/http';

/** POST /api/guardian/invites/{inviteId}/resend — the e-mail again, with a new link; 404 for an id the user has no waiting request under. */
export const handler = http(routes.resendGuardianInvite, async ({ params, session }) => ({
  success: true,
  invite: await resendGuardianInviteFor(session.uid, params.inviteId),
}));
