import * as routes from '#shared/routes/billing';
import { openCheckout } from '../../../domain/payment/checkout';
import { http } from '../../../http/http';

/**
 * POST /api/payment/create-subscription/{priceId} — a Stripe Checkout session in subscription mode
 * for the caller's own customer, with the price's free trial once per person
 * (domain/payment/checkout.ts). The plan changes only when the webhook reports the subscription.
 */
export const handler = http(routes.createSubscription, async ({ params, session }) => ({
  success: true,
  url: await openCheckout(session.uid, params.priceId),
}));
