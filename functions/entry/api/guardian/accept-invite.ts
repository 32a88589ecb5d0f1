import * as routes from '#shared/routes/guardian';
import { acceptGuardianInvite } from '../../../domain/guardian/accept';
import { http } from '../../../http/http';

/** POST /api/guardian/invite/{token}/accept — the signed-in user becomes the teen's guardian; 404 or 409 when the link cannot be confirmed. */
export const handler = http(routes.acceptGuardianInvite, async ({ params, session }) => ({
  success: true,
  teen: await acceptGuardianInvite(session.uid, params.token),
}));
