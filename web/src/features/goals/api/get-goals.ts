import type { Goal } from '../../../../../shared/schemas/goals';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';

/** GET /api/goals: the user's goals, oldest first. */
export async function getGoals(signal?: AbortSignal): Promise<Goal[]> {
  const { goals } = await api(routes.listGoals, signal ? { signal } : undefined);
  return goals;
}

/** The Goals page's list; `setData` puts an added, changed or deleted goal in place without a reload. */
export const useGoals = () => useQuery(getGoals);
