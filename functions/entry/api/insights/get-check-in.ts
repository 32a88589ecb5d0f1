import * as routes from '#shared/routes/insights';
import { http } from '../../../http/http';
import { checkInState } from '../../../domain/insights/check-in-access';

/** GET /api/insights/check-in — the early-detection card to show on the dashboard, or null (every plan). */
export const handler = http(routes.getCheckIn, async ({ session }) => ({
  success: true,
  data: (await checkInState(session.uid, new Date())).card,
}));
