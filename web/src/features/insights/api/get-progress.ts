import type { ProgressResponse } from '#shared/schemas/check-ins';
import type { Goal } from '#shared/schemas/goals';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';
import { getGoals } from '@/lib/goals';

/** GET /api/check-ins: the last 60 days of check-ins and every WHO-5 result. */
export async function getProgress(signal?: AbortSignal): Promise<ProgressResponse> {
  return api(routes.getProgress, signal ? { signal } : undefined);
}

export interface ProgressData {
  progress: ProgressResponse;
  goals: Goal[];
}

/** Both requests at once: the goal lines need the goals' words, the charts the check-ins. */
async function getProgressWithGoals(signal: AbortSignal): Promise<ProgressData> {
  const [progress, goals] = await Promise.all([getProgress(signal), getGoals(signal)]);
  return { progress, goals };
}

/** The "Your progress" section's data, on every plan. */
export const useProgress = () => useQuery(getProgressWithGoals);
