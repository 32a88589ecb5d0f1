import * as routes from '#shared/routes/guardian';
import { guardianNoticesFor } from '../../../domain/guardian/notice-settings';
import { http } from '../../../http/http';

/** GET /api/guardian/teens/{linkId}/notices — whether the link's guardian gets distress notices, and the days sent; either side. */
export const handler = http(routes.getGuardianNotices, async ({ params, session }) => ({
  success: true,
  notices: await guardianNoticesFor(session.uid, params.linkId),
}));
