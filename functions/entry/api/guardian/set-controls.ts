import * as routes from '#shared/routes/guardian';
import { setGuardianControlsFor } from '../../../domain/guardian/controls';
import { http } from '../../../http/http';

/** PUT /api/guardian/teens/{linkId}/controls — a linked guardian sets the teen's controls; 403 from the teen's side. */
export const handler = http(routes.setGuardianControls, async ({ body, params, session }) => ({
  success: true,
  controls: await setGuardianControlsFor(session.uid, params.linkId, body),
}));
