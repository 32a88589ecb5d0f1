import { api } from '../../../lib/api-client';
import { routes } from '../../../lib/route-table';
import { useQuery } from '../../../lib/use-query';

/** GET /api/user/ — the signed-in user's details: uid, email, firstName, lastName, provider. */
export const getUser = (signal?: AbortSignal) => api(routes.getUser, signal ? { signal } : undefined);

export const useUser = () => useQuery(getUser);
