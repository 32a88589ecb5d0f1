import {
  addInterval,
  DAY,
  newId,
  nowSeconds,
  type CheckoutSession,
  type Invoice,
  type Subscription,
  type SubscriptionItem,
} from './objects';
import type { Store } from './store';
import type { StripeEvent, Webhooks } from './webhooks';

/**
 * What happens to subscriptions, and the events each change sends, whichever way it is asked
 * for: the checkout and portal pages, the REST API and the test helpers all come through here,
 * so the same change always sends the same events.
 */
export interface Billing {
  store: Store;
  webhooks: Webhooks;
}

function newItem(session: CheckoutSession, subscription: string, start: number, end: number): SubscriptionItem {
  const line = session.line_items_local[0]!;
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    created: start,
    current_period_start: start,
    current_period_end: end,
    metadata: {},
    price: line.price,
    quantity: line.quantity,
    subscription,
  };
}

function newInvoice(subscription: Subscription, amount: number, paid: boolean, reason: Invoice['billing_reason']): Invoice {
  const item = subscription.items.data[0]!;
  const created = nowSeconds();
  return {
    id: newId('in'),
    object: 'invoice',
    created,
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    currency: subscription.currency,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    livemode: false,
    // Stripe retries a failed renewal a few days later.
    next_payment_attempt: paid ? null : created + 3 * DAY,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    total: amount,
    subtotal: amount,
  };
}

const lineAmount = (session: CheckoutSession): number =>
  session.line_items_local.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);

/**
 * Pays a checkout session: a trial starts `trialing` (the trial is the first period, as at
 * Stripe), else `active` for one interval. A subscription left `incomplete` by a declined card is
 * the one that becomes paid, so a retry after a decline makes no second subscription.
 */
export function payCheckout({ store, webhooks }: Billing, session: CheckoutSession): Subscription {
  const now = nowSeconds();
  const days = session.subscription_data_local.trial_period_days;
  const price = session.line_items_local[0]!.price;
  const end = days ? now + days * DAY : addInterval(now, price.recurring.interval);
  const earlier = store.declinedCheckouts.get(session.id);
  const subscription = earlier ? store.subscriptions.get(earlier)! : startSubscription(store, session, now, end);
  const previousStatus = subscription.status;
  subscription.status = days ? 'trialing' : 'active';
  subscription.trial_start = days ? now : null;
  subscription.trial_end = days ? end : null;
  const item = subscription.items.data[0]!;
  item.current_period_start = now;
  item.current_period_end = end;

  const invoice = newInvoice(subscription, days ? 0 : lineAmount(session), true, 'subscription_create');
  store.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  Object.assign(session, {
    status: 'complete',
    payment_status: days ? 'no_payment_required' : 'paid',
    subscription: subscription.id,
    invoice: invoice.id,
    url: null,
  } satisfies Partial<CheckoutSession>);
  store.declinedCheckouts.delete(session.id);

  if (earlier) webhooks.emit('customer.subscription.updated', subscription, { status: previousStatus });
  else webhooks.emit('customer.subscription.created', subscription);
  webhooks.emit('checkout.session.completed', session);
  webhooks.emit('invoice.paid', invoice);
  return subscription;
}

function startSubscription(store: Store, session: CheckoutSession, now: number, end: number): Subscription {
  const id = newId('sub');
  const subscription: Subscription = {
    id,
    object: 'subscription',
    created: now,
    customer: session.customer!,
    status: 'incomplete',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    collection_method: 'charge_automatically',
    currency: session.currency,
    items: { object: 'list', data: [newItem(session, id, now, end)], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: { ...session.subscription_data_local.metadata },
    start_date: now,
    trial_start: null,
    trial_end: null,
  };
  store.subscriptions.set(id, subscription);
  return subscription;
}

/** A declined card: the subscription waits `incomplete` with an unpaid invoice; the session stays open. */
export function declineCheckout({ store, webhooks }: Billing, session: CheckoutSession): Subscription {
  const earlier = store.declinedCheckouts.get(session.id);
  const now = nowSeconds();
  const price = session.line_items_local[0]!.price;
  const subscription = earlier
    ? store.subscriptions.get(earlier)!
    : startSubscription(store, session, now, addInterval(now, price.recurring.interval));
  store.declinedCheckouts.set(session.id, subscription.id);
  const invoice = newInvoice(subscription, lineAmount(session), false, 'subscription_create');
  store.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  if (!earlier) webhooks.emit('customer.subscription.created', subscription);
  webhooks.emit('invoice.payment_failed', invoice);
  return subscription;
}

/** Ends a subscription now (portal "Cancel subscription now", DELETE, customer deletion). */
export function cancelNow({ webhooks }: Billing, subscription: Subscription): Subscription {
  if (subscription.status === 'canceled') return subscription;
  const now = nowSeconds();
  Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false });
  webhooks.emit('customer.subscription.deleted', subscription);
  return subscription;
}

/**
 * Applies a change and sends one `customer.subscription.updated` whose `previous_attributes`
 * hold the top-level fields it changed, or nothing when nothing changed.
 */
export function updateSubscription(
  { webhooks }: Billing,
  subscription: Subscription,
  change: (subscription: Subscription) => void,
): Subscription {
  const before = structuredClone(subscription);
  change(subscription);
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(before) as (keyof Subscription)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(subscription[key])) previous[key] = before[key];
  }
  if (Object.keys(previous).length) webhooks.emit('customer.subscription.updated', subscription, previous);
  return subscription;
}

/** Schedules (or, with false, withdraws) cancellation at the end of the current period; no event. */
export function applyCancelAtPeriodEnd(subscription: Subscription, cancel: boolean): void {
  if (subscription.cancel_at_period_end === cancel) return;
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? subscription.items.data[0]!.current_period_end : null;
  subscription.canceled_at = cancel ? nowSeconds() : null;
}

/** The portal's "Cancel at end of period" and "Resume". */
export const setCancelAtPeriodEnd = (billing: Billing, subscription: Subscription, cancel: boolean): Subscription =>
  updateSubscription(billing, subscription, (s) => applyCancelAtPeriodEnd(s, cancel));

/** Stripe's reminder three days before a trial ends; nothing changes on the subscription. */
export function trialWillEnd({ webhooks }: Billing, subscription: Subscription): StripeEvent {
  return webhooks.emit('customer.subscription.trial_will_end', subscription);
}

/** A renewal whose payment fails: an open invoice, and the subscription goes `past_due`. */
export function failRenewal(billing: Billing, subscription: Subscription): Invoice {
  const item = subscription.items.data[0]!;
  const invoice = newInvoice(subscription, item.price.unit_amount * item.quantity, false, 'subscription_cycle');
  billing.store.invoices.set(invoice.id, invoice);
  billing.webhooks.emit('invoice.payment_failed', invoice);
  updateSubscription(billing, subscription, (s) => {
    s.latest_invoice = invoice.id;
    s.status = 'past_due';
  });
  return invoice;
}

/** A renewal that is paid: the next period starts (a trial ends), the subscription is `active`. */
export function payRenewal(billing: Billing, subscription: Subscription): Invoice {
  const item = subscription.items.data[0]!;
  const start = item.current_period_end;
  const end = addInterval(start, item.price.recurring.interval);
  const invoice = newInvoice(subscription, item.price.unit_amount * item.quantity, true, 'subscription_cycle');
  Object.assign(invoice, { period_start: start, period_end: end });
  billing.store.invoices.set(invoice.id, invoice);
  billing.webhooks.emit('invoice.paid', invoice);
  updateSubscription(billing, subscription, (s) => {
    Object.assign(s.items.data[0]!, { current_period_start: start, current_period_end: end });
    s.latest_invoice = invoice.id;
    s.status = 'active';
  });
  return invoice;
}

/** Deleting a customer cancels its subscriptions at once, as Stripe does. */
export function deleteCustomer(billing: Billing, customerId: string): void {
  const { store, webhooks } = billing;
  const customer = store.customers.get(customerId)!;
  for (const subscription of store.subscriptionsOf(customerId)) cancelNow(billing, subscription);
  const snapshot = structuredClone(customer);
  store.customers.set(customerId, { ...customer, deleted: true });
  webhooks.emit('customer.deleted', snapshot);
}
