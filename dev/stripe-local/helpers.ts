import { failRenewal, payCheckout, payRenewal, trialWillEnd, type Billing } from './billing';
import type { Invoice, Subscription } from './objects';
import type { Delivery, StripeEvent } from './webhooks';

/**
 * What tests (and a developer poking at `npm start`) can make the local Stripe do that a user
 * cannot: events Stripe sends on its own schedule, like a trial ending or a renewal failing.
 * The same helpers answer over HTTP under /_local/ (see local-routes.ts).
 */
export interface LocalStripeHelpers {
  /** Every event emitted, with its delivery attempts, oldest first. */
  deliveries(): Delivery[];
  /** The events of one type (or all), oldest first. */
  events(type?: string): StripeEvent[];
  /** Resolves when every event so far has been delivered or given up on. */
  settled(): Promise<void>;
  /** Where events are posted from now on; undefined records them without posting. */
  setWebhookUrl(url: string | undefined): void;
  /** Sends `customer.subscription.trial_will_end`, as Stripe does three days before. */
  triggerTrialWillEnd(subscriptionId: string): Promise<StripeEvent>;
  /** A renewal whose payment fails: `invoice.payment_failed`, then the subscription goes `past_due`. */
  failRenewal(subscriptionId: string): Promise<Invoice>;
  /** A renewal that is paid: the next period (a trial ends), `invoice.paid`, then `active`. */
  payRenewal(subscriptionId: string): Promise<Invoice>;
  /** What the checkout page's Pay button does; resolves to the subscription once its events are out. */
  payCheckout(sessionId: string): Promise<Subscription>;
  /** Forgets every object, stored idempotent response and recorded event. */
  reset(): void;
}

export class UnknownObjectError extends Error {}

export function createHelpers(billing: Billing): LocalStripeHelpers {
  const subscription = (id: string): Subscription => {
    const found = billing.store.subscriptions.get(id);
    if (!found) throw new UnknownObjectError(`No such subscription: '${id}'`);
    return found;
  };
  const settle = async <T>(value: T): Promise<T> => {
    await billing.webhooks.settled();
    return value;
  };
  return {
    deliveries: () => [...billing.webhooks.deliveries],
    events: (type) => billing.webhooks.deliveries.map((d) => d.event).filter((e) => !type || e.type === type),
    settled: () => billing.webhooks.settled(),
    setWebhookUrl: (url) => billing.webhooks.setUrl(url),
    triggerTrialWillEnd: (id) => settle(trialWillEnd(billing, subscription(id))),
    failRenewal: (id) => settle(failRenewal(billing, subscription(id))),
    payRenewal: (id) => settle(payRenewal(billing, subscription(id))),
    payCheckout(id) {
      const session = billing.store.sessions.get(id);
      if (!session) throw new UnknownObjectError(`No such checkout.session: '${id}'`);
      if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}`);
      return settle(payCheckout(billing, session));
    },
    reset() {
      billing.store.clear();
      billing.webhooks.clear();
    },
  };
}
