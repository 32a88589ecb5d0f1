import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/buddies/{buddyId}/block: removes the buddy and refuses any further invitation from them. */
export const blockBuddy = (buddyId: string) => api(routes.blockBuddy, { params: { buddyId } });
