import * as routes from '#shared/routes/guardian';
import { GUARDIAN_LINK_ENDED_MESSAGE } from '#shared/error-messages';
import { endGuardianLinkFor } from '../../../domain/guardian/links';
import { http } from '../../../http/http';

/** DELETE /api/guardian/links/{linkId} — ends the link from either side and tells the other; 404 for an id that is not the user's link. */
export const handler = http(routes.endGuardianLink, async ({ params, session }) => {
  await endGuardianLinkFor(session.uid, params.linkId);
  return { success: true, message: GUARDIAN_LINK_ENDED_MESSAGE };
});
