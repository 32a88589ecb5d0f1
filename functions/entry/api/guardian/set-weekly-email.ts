import * as routes from '#shared/routes/guardian';
import { setWeeklyEmailFor } from '../../../domain/guardian/weekly-email';
import { http } from '../../../http/http';

/** PUT /api/guardian/teens/{linkId}/weekly-email — the guardian turns one teen's weekly e-mail on or off; 404 for any other id. */
export const handler = http(routes.setGuardianWeeklyEmail, async ({ params, body, session }) => ({
  success: true,
  ...(await setWeeklyEmailFor(session.uid, params.linkId, body.weeklyEmail)),
}));
