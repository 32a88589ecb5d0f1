import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/user/plan — chooses Basic, which needs no payment; kept on the server so it follows the user. */
export const chooseBasic = () => api(routes.choosePlan, { body: { plan: 'Basic' } });
