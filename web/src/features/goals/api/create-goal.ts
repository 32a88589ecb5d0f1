import type { CreateGoalBody, Goal } from '../../../../../shared/schemas/goals';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/goals: a new active goal; 409 past GOAL_LIMITS.active active goals. */
export async function createGoal(body: CreateGoalBody): Promise<Goal> {
  const { goal } = await api(routes.createGoal, { body });
  return goal;
}
