import { api } from './api-client';
import { routes } from './route-table';

/**
 * GET /api/goals, reduced to the text of the user's first active goal (oldest first), for the
 * chat's break suggestion. Kept in lib, so the chat does not import the goals feature.
 */
export async function firstActiveGoal(signal?: AbortSignal): Promise<string | undefined> {
  const { goals } = await api(routes.listGoals, signal ? { signal } : undefined);
  return goals.find((goal) => goal.status === 'active')?.text;
}
