import Stripe from 'stripe';
import { config, type StripeConfig } from '../../kernel/config';
import { secretSource } from '../../kernel/secret-source';
import { PaymentsUnavailableError } from './port';

/**
 * Webhook events: the signature is checked on the raw body with the endpoint's signing secret by
 * the SDK's `webhooks.constructEvent` (any `v1` HMAC-SHA256 of `<t>.<body>`, compared in constant
 * time), then the event is reduced to the ids the app acts on. Kept apart from the payments port,
 * so every test runs the real check.
 */

/** The signature header is missing, malformed, stale, or does not match the body; or the body is no event. */
export class InvalidSignatureError extends Error {}

/** A signed timestamp older than this is refused: a replayed delivery. Stripe's default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What the app reads of an event: its id and type, and which subscription and customer it is about. */
export interface PaymentEvent {
  id: string;
  type: string;
  subscriptionId?: string;
  customerId?: string;
  /** checkout.session.completed: the uid the session was created for. */
  clientReferenceId?: string;
}

let webhookSecret: (() => Promise<string>) | undefined;

function signingSecret(stripe: Pick<StripeConfig, 'webhookSecret' | 'webhookSecretArn'> = config().stripe) {
  webhookSecret ??= secretSource({
    value: stripe.webhookSecret,
    secretArn: stripe.webhookSecretArn,
    what: 'Stripe webhook signing secret',
    jsonFields: ['STRIPE_WEBHOOK_SECRET', 'webhookSecret', 'signingSecret'],
    unavailable: (message) => new PaymentsUnavailableError(message),
  });
  return webhookSecret();
}

/** Forgets the loaded signing secret; for tests that change the configuration. */
export function resetWebhookSecret(): void {
  webhookSecret = undefined;
}

type Loose = Record<string, unknown> | null | undefined;
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof (value as Loose)?.id === 'string' ? String((value as Loose)!.id) : undefined;

/**
 * The ids an event carries. Read loosely: Stripe sends each endpoint's events in that endpoint's API
 * version, so an invoice names its subscription under `parent.subscription_details` (2025 on) or
 * directly (before).
 */
export function eventIds(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const object = (event.data.object ?? {}) as Record<string, unknown>;
  const kind = object.object;
  const ids: PaymentEvent = { id: event.id, type: event.type };
  if (kind === 'subscription') {
    ids.subscriptionId = idOf(object.id);
    ids.customerId = idOf(object.customer);
  } else if (kind === 'checkout.session') {
    ids.subscriptionId = idOf(object.subscription);
    ids.customerId = idOf(object.customer);
    if (typeof object.client_reference_id === 'string') ids.clientReferenceId = object.client_reference_id;
  } else if (kind === 'invoice') {
    const parent = object.parent as Loose;
    const details = parent?.subscription_details as Loose;
    ids.subscriptionId = idOf(details?.subscription) ?? idOf(object.subscription);
    ids.customerId = idOf(object.customer);
  }
  return ids;
}

/**
 * Verifies a webhook delivery and returns its event. Throws InvalidSignatureError for a bad,
 * missing or stale signature or a tampered body; PaymentsUnavailableError when no secret is set.
 */
export async function verifyEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
  const secret = await signingSecret();
  if (!signature) throw new InvalidSignatureError('No Stripe-Signature header');
  if (!rawBody) throw new InvalidSignatureError('No webhook payload was provided.');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidSignatureError(error.message);
    // It verified but is not JSON: nothing Stripe would send.
    if (error instanceof SyntaxError) throw new InvalidSignatureError('The body is not an event');
    throw error;
  }
  // A body that verifies but is not an event object: nothing Stripe would send.
  if (typeof event !== 'object' || event === null || !('data' in event)) throw new InvalidSignatureError('The body is not an event');
  return eventIds(event as Parameters<typeof eventIds>[0]);
}
