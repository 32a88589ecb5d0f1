import type { SafetyPlan } from '#shared/schemas/user';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * PUT /api/user/safety-plan — replaces the whole plan and answers with it as stored (trimmed). A
 * 400 names each refused entry in `fields` by its path, such as `contacts.1.phone`.
 */
export async function saveSafetyPlan(plan: SafetyPlan): Promise<SafetyPlan> {
  const { plan: saved } = await api(routes.saveSafetyPlan, { body: plan });
  return saved;
}
