import * as routes from '#shared/routes/buddies';
import { acceptInvite } from '../../../domain/buddies/answer-invite';
import { http } from '../../../http/http';

/** POST /api/buddies/invite/{token}/accept — the two become buddies; 404 for a link that cannot be answered, 409 when it cannot be accepted. */
export const handler = http(routes.acceptBuddyInvite, async ({ params, session }) => ({
  success: true,
  buddy: await acceptInvite(session.uid, params.token),
}));
