import * as routes from '#shared/routes/billing';
import { receiveStripeEvent } from '../../../domain/payment/stripe-events';
import { http } from '../../../http/http';
import { header } from '../../../http/request-input';

/**
 * POST /api/payment/webhook — Stripe's events. Public and not a browser's: the signature over the
 * raw body is what authenticates it (400, and nothing read or written, when it fails); any failure
 * answers non-2xx so that Stripe retries (domain/payment/stripe-events.ts).
 */
export const handler = http(routes.stripeWebhook, async ({ rawBody, event }) => {
  await receiveStripeEvent(rawBody ?? '', header(event, 'stripe-signature'));
  return { received: true };
});
