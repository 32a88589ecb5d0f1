import * as routes from '#shared/routes/guardian';
import { teenPlanFor } from '../../../domain/guardian/teen-plan';
import { http } from '../../../http/http';

/** GET /api/guardian/teens/{linkId}/plan — the linked teen's plan, Basic or Premium, for either side of the link. */
export const handler = http(routes.getGuardianTeenPlan, async ({ params, session }) => ({
  success: true,
  plan: await teenPlanFor(session.uid, params.linkId),
}));
