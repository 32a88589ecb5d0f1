import type { CheckIn } from '#shared/schemas/insights';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';

/** GET /api/insights/check-in: early detection's card to show now, or null (every plan, SAFETY.md 13). */
export async function getCheckIn(signal?: AbortSignal): Promise<CheckIn | null> {
  const { data } = await api(routes.getCheckIn, signal ? { signal } : undefined);
  return data;
}

/** The dashboard's check-in, loaded beside the user's details. */
export const useCheckIn = () => useQuery(getCheckIn);
