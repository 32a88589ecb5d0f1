import type { PlanName } from '#shared/plans';
import type { BillingInterval } from '#shared/pricing';

/**
 * The payments port: what the payment handlers ask of the payment provider. One adapter, Stripe
 * (stripe.ts), which talks to real Stripe with a key, or to the local stand-in (dev/stripe-local/)
 * when STRIPE_API_URL points there. Webhook signatures are checked in events.ts, outside the port,
 * so a test's fake of the port never weakens that check.
 */

/** A subscription as the provider reports it now (read back on every webhook event). */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  priceId: string;
  /** monthly or annual, from the price's recurrence. */
  interval?: BillingInterval;
  /** Epoch seconds. */
  trialEnd?: number;
  /** Epoch seconds: the end of the period paid for. */
  currentPeriodEnd?: number;
  cancelAtPeriodEnd: boolean;
  /** Epoch seconds: when the subscription started (Stripe's start_date). */
  startedAt?: number;
}

export interface CheckoutRequest {
  uid: string;
  customerId: string;
  priceId: string;
  plan: PlanName;
  interval: BillingInterval;
  /** Days of free trial; none when undefined. */
  trialDays?: number;
  successUrl: string;
  cancelUrl: string;
}

export interface Payments {
  /**
   * Creates the provider's customer for a user, with the uid in its metadata (how a webhook finds
   * the user). Idempotent per uid: a retry returns the same customer.
   */
  createCustomer(uid: string, email: string): Promise<string>;
  /** The uid a customer was created for, or undefined for a deleted or unknown customer. */
  customerUid(customerId: string): Promise<string | undefined>;
  /** A hosted checkout page in subscription mode; returns its URL. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** A hosted billing portal page for the customer; returns its URL. */
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  /** The subscription as it is now, or undefined when the provider does not know it. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | undefined>;
  /** Deletes the customer, which cancels its subscriptions. A missing customer counts as deleted. */
  deleteCustomer(customerId: string): Promise<void>;
}

/** No key is configured (or the stack's secret still holds its placeholder): payments are off. */
export class PaymentsUnavailableError extends Error {}
