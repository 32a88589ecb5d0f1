import { RECENT_SUBSCRIPTIONS_SHOWN } from '#shared/recent-subscriptions';
import { recentSubscriptionTimes } from '../../data/recent-subscriptions';

/**
 * When the most recent Premium subscriptions of the last days started, for the landing page's
 * notification: times only, never who (docs/decisions/0061-social-proof-only-from-real-events.md).
 */
export const recentSubscriptions = (): Promise<string[]> => recentSubscriptionTimes(RECENT_SUBSCRIPTIONS_SHOWN);
