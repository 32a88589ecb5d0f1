import type { NoteSafety } from '#shared/schemas/crisis';
import type { CreateGoalBody, Goal } from '#shared/schemas/goals';
import { api } from './api-client';
import { routes } from './route-table';

/**
 * GET /api/goals: the user's goals, oldest first. In lib because three features read them (the
 * Goals page, the Insights page's progress, the chat's break suggestion) and features do not
 * import each other.
 */
export async function getGoals(signal?: AbortSignal): Promise<Goal[]> {
  const { goals } = await api(routes.listGoals, signal ? { signal } : undefined);
  return goals;
}

/** The text of the user's first active goal (oldest first), if any: the break suggestion's step. */
export async function firstActiveGoal(signal?: AbortSignal): Promise<string | undefined> {
  return (await getGoals(signal)).find((goal) => goal.status === 'active')?.text;
}

/**
 * POST /api/goals: a new active goal; 409 past GOAL_LIMITS.active active goals. In lib because the
 * chat adds the goal it suggested at the end of a session, and features do not import each other.
 * `safety` when the goal's text met a crisis tier (docs/safety.md "Notes the user writes").
 */
export async function createGoal(body: CreateGoalBody): Promise<{ goal: Goal; safety?: NoteSafety }> {
  return api(routes.createGoal, { body });
}
