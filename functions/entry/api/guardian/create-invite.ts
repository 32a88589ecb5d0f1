import * as routes from '#shared/routes/guardian';
import { createGuardianInviteFor } from '../../../domain/guardian/invites';
import { http } from '../../../http/http';

/** POST /api/guardian/invites — e-mails a guardian the request to confirm; 409 for an adult's account, two guardians or two waiting. */
export const handler = http(routes.createGuardianInvite, async ({ body, session }) => ({
  success: true,
  invite: await createGuardianInviteFor(session.uid, body.email),
}));
