import { api } from '../api-client';
import { routes } from '../route-table';
import { useQuery } from '../use-query';

/** GET /api/user/ — the signed-in user's details: uid, email, firstName, lastName, provider. */
export const getUser = (signal?: AbortSignal) => api(routes.getUser, signal ? { signal } : undefined);

export const useUser = () => useQuery(getUser);
