import * as routes from '#shared/routes/account';
import { safetyPlanOf } from '../../../domain/account/safety-plan';
import { http } from '../../../http/http';

/** GET /api/user/safety-plan — the saved plan, or empty lists (and no `updatedAt`) before the first save. */
export const handler = http(routes.getSafetyPlan, async ({ session }) => ({ success: true, ...(await safetyPlanOf(session.uid)) }));
