import * as routes from '#shared/routes/buddies';
import { previewInvite } from '../../../domain/buddies/invites';
import { http } from '../../../http/http';

/**
 * GET /api/buddies/invite/{token} — who invites, and until when; 404 for a link that cannot be
 * answered (or the signed-in user's own). Signed out too: the preview holds nothing else.
 */
export const handler = http(routes.readBuddyInvite, async ({ params, session }) => ({
  success: true,
  invite: await previewInvite(session?.uid, params.token),
}));
