import * as routes from '#shared/routes/guardian';
import { guardianControlsFor } from '../../../domain/guardian/controls';
import { http } from '../../../http/http';

/** GET /api/guardian/teens/{linkId}/controls — a linked teen's controls, the same answer for either side of the link. */
export const handler = http(routes.getGuardianControls, async ({ params, session }) => ({
  success: true,
  controls: await guardianControlsFor(session.uid, params.linkId),
}));
