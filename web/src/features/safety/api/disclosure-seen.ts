import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/user/disclosure-seen — the user acknowledged the AI disclosure; answers with the time stored. */
export async function markDisclosureSeen(): Promise<string> {
  const { disclosureSeenAt } = await api(routes.disclosureSeen);
  return disclosureSeenAt;
}
