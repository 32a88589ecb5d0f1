/**
 * The landing page's notification of recent subscriptions (docs/decisions/0061-social-proof-only-from-real-events.md): how far back it looks and how many it shows at most. Shared by the route, the
 * store and the web notification.
 */
export const RECENT_SUBSCRIPTION_DAYS = 7;
export const RECENT_SUBSCRIPTIONS_SHOWN = 5;
