import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/buddies/{buddyId}: silent for the other side, who just no longer sees the user. */
export const removeBuddy = (buddyId: string) => api(routes.removeBuddy, { params: { buddyId } });
