import * as routes from '../../shared/routes/account';
import { getSafetyPlan } from '../data/safety-plans';
import { http } from '../http/http';

/** GET /api/user/safety-plan — the saved plan, or empty lists (and no `updatedAt`) before the first save. */
export const handler = http(routes.getSafetyPlan, async ({ session }) => {
  const stored = await getSafetyPlan(session.uid);
  if (!stored) return { success: true, plan: { warningSigns: [], copingSteps: [], contacts: [] } };
  return { success: true, ...stored };
});
