import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/insights/check-in/{checkInId}/seen: the card comes back only for a newer trigger. */
export const checkInSeen = (checkInId: string) => api(routes.checkInSeen, { params: { checkInId } });
