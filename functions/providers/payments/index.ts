import { config } from '../../kernel/config';
import type { Payments } from './port';
import { stripePayments } from './stripe';

export type { CheckoutRequest, Payments, SubscriptionSnapshot } from './port';
export { PaymentsUnavailableError } from './port';

let payments: Payments | undefined;

/**
 * The payments port, created once per process: Stripe with STRIPE_SECRET_KEY (or, in AWS, the
 * STRIPE_SECRET_KEY_SECRET_ARN secret), at STRIPE_API_URL when set (the local stand-in). Calls
 * reject with PaymentsUnavailableError when no key is configured.
 */
export function getPayments(): Payments {
  payments ??= stripePayments(config().stripe);
  return payments;
}

/** Replaces the port (a test's fake) or, with no argument, forgets it so the next call builds it anew. */
export function setPayments(replacement?: Payments): void {
  payments = replacement;
}
