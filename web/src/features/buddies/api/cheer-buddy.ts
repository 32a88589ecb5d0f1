import type { CheerId } from '#shared/buddies';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/buddies/{buddyId}/cheer: one of the fixed cheers, never free text. */
export const cheerBuddy = (buddyId: string, cheerId: CheerId) => api(routes.cheerBuddy, { params: { buddyId }, body: { cheerId } });
