import * as routes from '#shared/routes/billing';
import { recentSubscriptions } from '../../../domain/payment/recent-subscriptions';
import { http } from '../../../http/http';

/**
 * GET /api/payment/recent-subscriptions — when the most recent Premium subscriptions of the last
 * days started, for the landing page's notification: times only, never who (docs/decisions/0061-social-proof-only-from-real-events.md). An empty list when there are none.
 */
export const handler = http(routes.recentSubscriptions, async () => ({ success: true, subscribedAt: await recentSubscriptions() }));
