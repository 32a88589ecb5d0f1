import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/user/ — deletes the account and everything it owns, and ends its sessions. */
export const deleteUser = () => api(routes.deleteUser);
