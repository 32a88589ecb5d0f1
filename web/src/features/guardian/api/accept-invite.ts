import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/guardian/invite/{token}/accept: the linked teen, by first name; 409 with the reason when it cannot be confirmed. */
export async function acceptGuardianInvite(token: string): Promise<{ linkId: string; firstName: string }> {
  const { teen } = await api(routes.acceptGuardianInvite, { params: { token } });
  return teen;
}
