import type { SentInvite } from '#shared/schemas/buddies';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';

/** GET /api/buddies/invites: the invitations nobody has answered yet. */
export async function listInvites(signal?: AbortSignal): Promise<SentInvite[]> {
  const { invites } = await api(routes.listBuddyInvites, signal ? { signal } : undefined);
  return invites;
}

/** The pending invitations; `setData` adds a new one or drops a cancelled one without a reload. */
export const useInvites = () => useQuery(listInvites);
