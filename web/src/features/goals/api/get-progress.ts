import type { ProgressResponse } from '#shared/schemas/check-ins';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';

/** GET /api/check-ins: the streak, the last 60 days of check-ins and the WHO-5 results. */
export async function getProgress(signal?: AbortSignal): Promise<ProgressResponse> {
  return api(routes.getProgress, signal ? { signal } : undefined);
}

/** The streak and history; after a save the page swaps in a fresh copy with `setData`, keeping the cards on screen. */
export const useProgress = () => useQuery(getProgress);
