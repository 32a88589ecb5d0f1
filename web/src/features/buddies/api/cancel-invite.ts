import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/buddies/invites/{inviteId}: the invitation's link stops working. */
export const cancelInvite = (inviteId: string) => api(routes.cancelBuddyInvite, { params: { inviteId } });
