import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * GET /api/user/loggedIn — whether the browser holds a live session. Like the spec's client,
 * a failure counts as "not logged in" (section 8: login-status failures return false).
 */
export async function getLoggedIn(signal?: AbortSignal): Promise<boolean> {
  try {
    const { status } = await api(routes.loggedIn, signal ? { signal } : undefined);
    return status === true;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not check the login status', error);
    return false;
  }
}
