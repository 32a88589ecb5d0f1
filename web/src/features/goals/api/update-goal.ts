import type { Goal, UpdateGoalBody } from '../../../../../shared/schemas/goals';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/goals/{goalId}: text, rhythm, target date or status; `null` clears the rhythm or date. */
export async function updateGoal({ goalId, body }: { goalId: string; body: UpdateGoalBody }): Promise<Goal> {
  const { goal } = await api(routes.updateGoal, { params: { goalId }, body });
  return goal;
}
