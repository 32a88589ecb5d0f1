import type { PlanName } from '#shared/plans';
import { priceOf, type PriceIds } from '#shared/pricing';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/schemas/payment';
import { isLive, type StoredSubscription } from '../../data/billing';
import type { SubscriptionSnapshot } from '../../providers/payments/port';

/**
 * What the payment handlers share: the plan rules and messages. Nothing here loads the Stripe SDK
 * (customer.ts does), so the status and Basic routes stay small.
 */

/**
 * The plan a subscription gives: its price's plan while it is live (active, trialing, or past_due
 * while Stripe retries the payment; Premium for a price that is none of ours, since it is paid),
 * Basic once it is canceled, unpaid, paused, incomplete or expired.
 */
export function planOf(subscription: Pick<SubscriptionSnapshot, 'status' | 'priceId'>, prices: PriceIds): PlanName {
  if (!isLive(subscription.status)) return 'Basic';
  return priceOf(prices, subscription.priceId)?.plan ?? 'Premium';
}

const iso = (epochSeconds: number | undefined) => (epochSeconds === undefined ? undefined : new Date(epochSeconds * 1000).toISOString());

/** The subscription as the profile stores it: our interval name, ISO times. */
export function storedOf(subscription: SubscriptionSnapshot, prices: PriceIds): StoredSubscription {
  const interval = priceOf(prices, subscription.priceId)?.interval ?? subscription.interval;
  const trialEnd = iso(subscription.trialEnd);
  const currentPeriodEnd = iso(subscription.currentPeriodEnd);
  return {
    id: subscription.id,
    status: subscription.status,
    priceId: subscription.priceId,
    ...(interval && { interval }),
    ...(trialEnd && { trialEnd }),
    ...(currentPeriodEnd && { currentPeriodEnd }),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

/** A stored status the API can name; a status Stripe adds later reads as `none`. */
export const knownStatus = (status: string | undefined): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '') ? (status as SubscriptionStatus) : 'none';
