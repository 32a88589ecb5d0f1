import type { ShareItem, ShareSettings } from '#shared/buddies';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/buddies/share with one item: resolves with everything the user now shares. */
export async function updateShare(item: ShareItem, on: boolean): Promise<ShareSettings> {
  const { share } = await api(routes.updateBuddyShare, { body: { [item]: on } });
  return share;
}
