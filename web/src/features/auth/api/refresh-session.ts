import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * The spec's 55-minute re-login, every {@link SESSION_REFRESH_INTERVAL_MS} while signed in.
 * The server re-mints the session from its own refresh token, so no password stays in memory.
 */
export const SESSION_REFRESH_INTERVAL_MS = 3_300_000;

/** POST /api/auth/refresh — a 401 here reaches the unauthorized listener like any required route. */
export const refreshSession = () => api(routes.refreshSession);
