import { PLAN_NAMES, type PlanName } from './plans';

/**
 * The plans' prices and what each includes (spec sections 2 and 9): the one definition the plan
 * popup, the landing page's pricing section and the server's checkout read. Amounts in US dollars
 * per month; the Stripe price ids are configuration (`GET /api/config`, .env.example).
 */

export const BILLING_INTERVALS = ['monthly', 'annual'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Both pricing toggles open on annual (spec section 4). */
export const DEFAULT_INTERVAL: BillingInterval = 'annual';

export interface PlanPrice {
  /** What the plan costs per month on this interval. */
  perMonth: number;
  /** The monthly price struck through beside a discounted one. */
  wasPerMonth?: number;
  /** Days of free trial before the first charge. */
  trialDays?: number;
}

export const PRICES: Record<PlanName, Record<BillingInterval, PlanPrice>> = {
  Basic: { monthly: { perMonth: 0 }, annual: { perMonth: 0 } },
  Premium: {
    monthly: { perMonth: 16 },
    annual: { perMonth: 8, wasPerMonth: 16, trialDays: 14 },
  },
};

/** The tag beside the annual option. */
export const ANNUAL_SAVING = 'Save 50%';

export interface PlanFeature {
  label: string;
  included: boolean;
}

/** What each plan card lists, in the spec's order: included first, then excluded. */
export const PLAN_FEATURES: Record<PlanName, readonly PlanFeature[]> = {
  Basic: [
    { label: 'Basic Chatbot', included: true },
    { label: 'Basic Emotional Insights', included: true },
    { label: 'Voice Integration', included: false },
    { label: 'Early Detection', included: false },
  ],
  Premium: [
    { label: 'Personalized Chatbot', included: true },
    { label: 'Premium Emotional Insights', included: true },
    { label: 'Voice Integration', included: true },
    { label: 'Advanced Early Detection', included: true },
  ],
};

/** "$16", "$8", "Free": how an amount reads on a plan card. */
export const formatPerMonth = (amount: number): string => (amount === 0 ? 'Free' : `$${amount}`);

/**
 * The Stripe price id of each plan and interval: four ids, from configuration. Checkout takes the
 * Premium ones; Basic is chosen without payment, and its ids only name Basic prices if a Stripe
 * account keeps free ones (a subscription on one reads as Basic).
 */
export type PriceIds = Record<PlanName, Record<BillingInterval, string>>;

/*
 * Where each price id is configured, as functions so that a bundle keeps only what it calls:
 * the variable the functions read, the CDK context key that sets it, the local Stripe's id.
 */

/** STRIPE_PRICE_PREMIUM_ANNUAL and friends. */
export const priceVariable = (plan: PlanName, interval: BillingInterval): string =>
  `STRIPE_PRICE_${plan.toUpperCase()}_${interval.toUpperCase()}`;

/** stripePricePremiumAnnual and friends: the CDK context key of a price id. */
export const priceContextKey = (plan: PlanName, interval: BillingInterval): string =>
  `stripePrice${plan}${interval[0]!.toUpperCase()}${interval.slice(1)}`;

/** price_premium_annual_local and friends: the local Stripe stand-in's ids, used when none are configured. */
export const localPriceId = (plan: PlanName, interval: BillingInterval): string => `price_${plan.toLowerCase()}_${interval}_local`;

/** Every plan and interval, in PLAN_NAMES and BILLING_INTERVALS order. */
export const everyPrice = (): { plan: PlanName; interval: BillingInterval }[] =>
  PLAN_NAMES.flatMap((plan) => BILLING_INTERVALS.map((interval) => ({ plan, interval })));

/** Which plan and interval a price id is, or undefined for an id that is none of ours. */
export function priceOf(ids: PriceIds, priceId: string): { plan: PlanName; interval: BillingInterval } | undefined {
  for (const plan of Object.keys(ids) as PlanName[]) {
    for (const interval of BILLING_INTERVALS) if (ids[plan][interval] === priceId) return { plan, interval };
  }
  return undefined;
}
