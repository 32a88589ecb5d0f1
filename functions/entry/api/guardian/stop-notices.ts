import * as routes from '#shared/routes/guardian';
import { stopGuardianNoticesFor } from '../../../domain/guardian/notice-settings';
import { http } from '../../../http/http';

/** POST /api/guardian/teens/{linkId}/notices/stop — the guardian stops the distress notices about this teen. */
export const handler = http(routes.stopGuardianNotices, async ({ params, session }) => ({
  success: true,
  notices: await stopGuardianNoticesFor(session.uid, params.linkId),
}));
