import type { SafetyPlan } from '#shared/schemas/user';
import { getSafetyPlan } from '../../data/safety-plans';

/** Saves the whole plan in place of the last one, without its blank rows, and answers it as stored. */
export { saveSafetyPlan } from '../../data/safety-plans';

/** The saved plan, or empty lists (and no `updatedAt`) before the first save. */
export async function safetyPlanOf(uid: string): Promise<{ plan: SafetyPlan; updatedAt?: string }> {
  const stored = await getSafetyPlan(uid);
  if (!stored) return { plan: { warningSigns: [], copingSteps: [], contacts: [] } };
  return stored;
}
