import * as routes from '#shared/routes/guardian';
import { previewGuardianInvite } from '../../../domain/guardian/invites';
import { http } from '../../../http/http';

/** GET /api/guardian/invite/{token} — the teen's first name and the link's expiry; 404 for a link that cannot be confirmed. */
export const handler = http(routes.readGuardianInvite, async ({ params, session }) => ({
  success: true,
  invite: await previewGuardianInvite(session?.uid, params.token),
}));
