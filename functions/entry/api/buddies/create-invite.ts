import * as routes from '#shared/routes/buddies';
import { createInviteFor } from '../../../domain/buddies/invites';
import { http } from '../../../http/http';

/** POST /api/buddies/invites — a new invitation (e-mailed if `email` is given) and its link, shown once; 409 with five buddies or ten waiting. */
export const handler = http(routes.createBuddyInvite, async ({ body, session }) => ({
  success: true,
  ...(await createInviteFor(session.uid, body.email)),
}));
