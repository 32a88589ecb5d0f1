import type { NoteSafety } from '#shared/schemas/crisis';
import type { Goal, UpdateGoalBody } from '#shared/schemas/goals';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * PUT /api/goals/{goalId}: text, rhythm, target date or status; `null` clears the rhythm or date.
 * `safety` when new text met a crisis tier.
 */
export async function updateGoal({ goalId, body }: { goalId: string; body: UpdateGoalBody }): Promise<{ goal: Goal; safety?: NoteSafety }> {
  return api(routes.updateGoal, { params: { goalId }, body });
}
