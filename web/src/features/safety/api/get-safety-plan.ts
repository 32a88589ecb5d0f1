import type { SafetyPlan } from '#shared/schemas/user';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** GET /api/user/safety-plan — the user's own plan; empty lists before the first save. */
export async function getSafetyPlan(signal?: AbortSignal): Promise<SafetyPlan> {
  const { plan } = await api(routes.getSafetyPlan, signal ? { signal } : undefined);
  return plan;
}
