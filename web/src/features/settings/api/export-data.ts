import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** GET /api/user/export — everything the account holds (SAFETY.md 12), as one JSON document. */
export const exportData = () => api(routes.exportData);
