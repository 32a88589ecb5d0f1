import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects the local stand-in keeps, in the shapes of the API version the pinned SDK
 * speaks (2026 "endive"): notably the billing period lives on the subscription *item*
 * (`items.data[0].current_period_end`) and an invoice names its subscription under
 * `parent.subscription_details`, so code written against these works against real Stripe.
 * Only the fields our backend can use are filled; the rest of Stripe's fields are left out.
 */

export type Interval = 'month' | 'year';

export interface PriceInfo {
  interval: Interval;
  /** In cents, like Stripe's unit_amount. */
  unitAmount: number;
  /** Shown on the local checkout page. */
  productName?: string;
}

/** Price id → what it charges. Ids outside the table are refused when a table is given. */
export type PriceTable = Record<string, PriceInfo>;

export type Metadata = Record<string, string>;

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  livemode: false;
  nickname: string | null;
  product: string;
  recurring: { interval: Interval; interval_count: 1; usage_type: 'licensed' };
  type: 'recurring';
  unit_amount: number;
}

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
  livemode: false;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
}

export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';

export interface Subscription {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  collection_method: 'charge_automatically';
  currency: string;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  currency: string;
  amount_total: number;
  amount_subtotal: number;
  metadata: Metadata;
  subscription: string | null;
  invoice: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  livemode: false;
  /** Not in Stripe's response (it is behind `expand[]=line_items`); kept here to build the subscription. */
  line_items_local: { price: Price; quantity: number }[];
  /** subscription_data as posted: trial days and the metadata the subscription gets. */
  subscription_data_local: { trial_period_days: number | null; metadata: Metadata };
}

export interface Invoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  status: 'open' | 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  livemode: false;
  next_payment_attempt: number | null;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Metadata } };
  period_start: number;
  period_end: number;
  total: number;
  subtotal: number;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  configuration: string;
  flow: null;
  locale: null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
  livemode: false;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: the resource's prefix and random base62, e.g. cus_Q1w2E3r4T5y6U7. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** One billing interval after `from` (calendar month or year, as Stripe bills). */
export function addInterval(from: number, interval: Interval): number {
  const date = new Date(from * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export const DAY = 24 * 60 * 60;

/** A price from the table, or (with no table) guessed from its id: "annual"/"year" bill yearly. */
export function buildPrice(id: string, info: PriceInfo | undefined): Price {
  const interval = info?.interval ?? (/annual|year/i.test(id) ? 'year' : 'month');
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    livemode: false,
    nickname: info?.productName ?? null,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: { interval, interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: info?.unitAmount ?? 0,
  };
}
