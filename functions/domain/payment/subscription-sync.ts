import { applySubscription, type ApplyOutcome } from '../../data/billing';
import { recordSubscriptionStart } from '../../data/recent-subscriptions';
import { config } from '../../kernel/config';
import { getPayments, type SubscriptionSnapshot } from '../../providers/payments';
import type { PaymentEvent } from '../../providers/payments/events';
import { planOf, storedOf } from './billing';

/** What bringing a profile in step with one event's subscription did. */
export type SyncResult =
  | { outcome: ApplyOutcome; uid: string; subscription: SubscriptionSnapshot }
  | { outcome: 'no-subscription' | 'unknown-subscription' | 'unknown-customer' };

/**
 * Reads the event's subscription back from Stripe and stores its plan and state on its user's
 * profile. The event's own copy is never trusted for the state: events arrive out of order, and
 * whatever order they come in, the state read last is Stripe's current one. Re-applying it is
 * harmless, which is what makes a retried event safe.
 *
 * A live Premium subscription is also noted, by its start time alone, for the landing page's
 * notification of recent subscriptions (data/recent-subscriptions.ts); that is stored once per
 * subscription whichever of its events comes first, and a start older than the notification's
 * window is not noted.
 */
export async function syncSubscription(event: PaymentEvent): Promise<SyncResult> {
  if (!event.subscriptionId) return { outcome: 'no-subscription' };
  const payments = getPayments();
  const subscription = await payments.retrieveSubscription(event.subscriptionId);
  if (!subscription) return { outcome: 'unknown-subscription' };
  // The uid in the customer's metadata is a pointer; the profile must name this customer too.
  const uid = await payments.customerUid(subscription.customerId);
  if (!uid) return { outcome: 'unknown-customer' };
  const { prices } = config().stripe;
  const plan = planOf(subscription, prices);
  const outcome = await applySubscription(uid, subscription.customerId, plan, storedOf(subscription, prices));
  if (outcome === 'applied' && plan === 'Premium' && subscription.startedAt !== undefined) {
    await recordSubscriptionStart(subscription.id, subscription.startedAt);
  }
  return { outcome, uid, subscription };
}
