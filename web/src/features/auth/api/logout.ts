import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/auth/logout — revokes the session and clears the `token` and `uid` cookies. */
export const logout = () => api(routes.logoutPost);
