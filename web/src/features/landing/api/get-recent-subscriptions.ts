import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * GET /api/payment/recent-subscriptions — when the most recent Premium subscriptions of the last
 * days started (ISO 8601, newest first); never who.
 */
export async function getRecentSubscriptions(signal?: AbortSignal): Promise<string[]> {
  const { subscribedAt } = await api(routes.recentSubscriptions, signal ? { signal } : undefined);
  return subscribedAt;
}
