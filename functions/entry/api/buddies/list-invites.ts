import * as routes from '#shared/routes/buddies';
import { listInvitesFor } from '../../../domain/buddies/invites';
import { http } from '../../../http/http';

/** GET /api/buddies/invites — the user's invitations waiting for an answer, newest first. */
export const handler = http(routes.listBuddyInvites, async ({ session }) => ({
  success: true,
  invites: await listInvitesFor(session.uid),
}));
