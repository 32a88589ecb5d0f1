import * as routes from '#shared/routes/guardian';
import { teenWeekFor } from '../../../domain/guardian/week';
import { http } from '../../../http/http';

/** GET /api/guardian/teens/{linkId}/week?week=YYYY-Www — a linked teen's week as counts, for either side of the link. */
export const handler = http(routes.getGuardianTeenWeek, async ({ event, params, session }) => ({
  success: true,
  week: await teenWeekFor(session.uid, params.linkId, event.queryStringParameters?.week),
}));
