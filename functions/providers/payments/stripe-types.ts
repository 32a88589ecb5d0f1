/**
 * The few Stripe objects the adapter reads, by hand: only the fields it uses, in the shapes of
 * API version STRIPE_API_VERSION (stripe-http.ts). Everything else Stripe sends is ignored.
 */

type Expandable<T extends { id: string }> = string | T;

export interface Price {
  id: string;
  object?: 'price';
  recurring?: { interval: 'day' | 'week' | 'month' | 'year' } | null;
}

export interface SubscriptionItem {
  id?: string;
  price?: Price;
  /** Since 2025-03-31 the period is on each item. */
  current_period_end?: number;
}

export interface Subscription {
  id: string;
  object?: 'subscription';
  customer: Expandable<{ id: string }>;
  status: string;
  items?: { data?: SubscriptionItem[] };
  trial_end?: number | null;
  cancel_at_period_end?: boolean | null;
  /** Epoch seconds: when the subscription started. */
  start_date?: number | null;
}

export interface Customer {
  id: string;
  object: 'customer';
  deleted?: undefined;
  email?: string | null;
  metadata?: Record<string, string>;
}

/** What retrieving a deleted customer answers. */
export interface DeletedCustomer {
  id: string;
  object: 'customer';
  deleted: true;
}

export interface CheckoutSession {
  id: string;
  object?: 'checkout.session';
  url: string | null;
}

export interface BillingPortalSession {
  id: string;
  object?: 'billing_portal.session';
  url: string;
}

export interface Event {
  id: string;
  object?: 'event';
  type: string;
  data: { object: unknown };
}
