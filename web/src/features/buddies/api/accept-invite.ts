import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/buddies/invite/{token}/accept: the new buddy; 409 when either side already has five. */
export async function acceptInvite(token: string): Promise<{ buddyId: string; firstName: string }> {
  const { buddy } = await api(routes.acceptBuddyInvite, { params: { token } });
  return buddy;
}
