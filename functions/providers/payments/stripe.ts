import Stripe from 'stripe';
import type { BillingInterval } from '#shared/pricing';
import type { StripeConfig } from '../../kernel/config';
import { secretSource } from '../../kernel/secret-source';
import { PaymentsUnavailableError, type CheckoutRequest, type Payments, type SubscriptionSnapshot } from './port';

/**
 * The Stripe adapter: the `stripe` SDK, created once per process with the key (read from the
 * environment or Secrets Manager), pointed at the local stand-in when STRIPE_API_URL is set. Calls
 * that create something carry an idempotency key, so a retried request (ours or the SDK's network
 * retries) creates one object.
 */

/** The API version the pinned SDK (stripe 23.1.0) is typed for; responses and the stand-in's objects are in its shapes. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;
/** Per attempt. Two retries (with the SDK's backoff) still fit the payment functions' 20 s. */
export const STRIPE_TIMEOUT_MS = 5_000;
export const STRIPE_MAX_RETRIES = 2;
/** Checkouts asked for within one window (same user, same price) are the same session: a double click opens one. */
export const CHECKOUT_WINDOW_MS = 10 * 60_000;

type ClientOptions = Pick<Stripe.StripeConfig, 'maxNetworkRetries' | 'timeout' | 'telemetry' | 'host' | 'port' | 'protocol'>;

/** Where the SDK sends requests: Stripe itself, or the stand-in at `apiUrl`. */
export function clientOptions(apiUrl: string | undefined): ClientOptions {
  const base = { maxNetworkRetries: STRIPE_MAX_RETRIES, timeout: STRIPE_TIMEOUT_MS, telemetry: false } as const;
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);

/** Stripe's answers about the request itself (bad, unauthorised, declined, forbidden, missing). */
const REFUSALS = new Set([400, 401, 402, 403, 404]);

/**
 * Stripe out of reach once the SDK's retries are spent: no connection or a timeout, its own 5xx
 * (or an answer that is not JSON, which has no status: anything not one of REFUSALS), or its rate
 * limit. Payments are then unavailable for now, which the routes answer with a 503 the user may
 * read and the webhook with a 503 that makes Stripe deliver the event again.
 */
const isStripeDown = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeConnectionError ||
  (error instanceof Stripe.errors.StripeError &&
    (error.code === 'rate_limit' || error.statusCode === undefined || !REFUSALS.has(error.statusCode)));

/** The port with every call's Stripe outage turned into PaymentsUnavailableError. */
function whenDownUnavailable(payments: Payments): Payments {
  const guarded = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(payments) as Array<[string, (...args: unknown[]) => Promise<unknown>]>) {
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (isStripeDown(error)) throw new PaymentsUnavailableError(`Stripe is out of reach: ${(error as Error).message}`);
        throw error;
      }
    };
  }
  return guarded as unknown as Payments;
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : value?.id);

function intervalOf(price: Stripe.Price | undefined): BillingInterval | undefined {
  const interval = price?.recurring?.interval;
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'annual';
  return undefined;
}

/** The parts of a Stripe subscription the app keeps. */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0];
  // Since API version 2025-03-31 the period is on each item; older payloads carry it on the subscription.
  const legacy = subscription as unknown as { current_period_end?: number };
  const currentPeriodEnd = item?.current_period_end ?? legacy.current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price?.id ?? '',
    ...(intervalOf(item?.price) && { interval: intervalOf(item?.price) }),
    ...(subscription.trial_end && { trialEnd: subscription.trial_end }),
    ...(currentPeriodEnd && { currentPeriodEnd }),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    ...(subscription.start_date && { startedAt: subscription.start_date }),
  };
}

/** The Stripe adapter of the payments port. */
export function stripePayments(settings: Pick<StripeConfig, 'secretKey' | 'secretKeySecretArn' | 'apiUrl'>): Payments {
  const key = secretSource({
    value: settings.secretKey,
    secretArn: settings.secretKeySecretArn,
    what: 'Stripe secret key',
    jsonFields: ['STRIPE_SECRET_KEY', 'secretKey', 'apiKey'],
    unavailable: (message) => new PaymentsUnavailableError(message),
  });
  let client: Promise<Stripe> | undefined;
  const stripe = (): Promise<Stripe> => {
    client ??= key()
      .then(
        (secret) =>
          new Stripe(secret, {
            apiVersion: STRIPE_API_VERSION,
            httpClient: Stripe.createFetchHttpClient(),
            ...clientOptions(settings.apiUrl),
          }),
      )
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      });
    return client;
  };

  return whenDownUnavailable({
    async createCustomer(uid, email) {
      const customer = await (await stripe()).customers.create({ email, metadata: { uid } }, { idempotencyKey: `customer-${uid}` });
      return customer.id;
    },

    async customerUid(customerId) {
      try {
        const customer = await (await stripe()).customers.retrieve(customerId);
        if (customer.deleted) return undefined;
        return customer.metadata?.uid || undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async createCheckout(request: CheckoutRequest) {
      // A checkout with the trial has no window: its account gets the same session back while
      // Stripe keeps the key (24 hours), and so never a second session with the trial
      // (functions/domain/payment/free-trial.ts). One without the trial is never answered with it.
      const window = request.trialDays ? `trial-${request.trialDays}` : Math.floor(Date.now() / CHECKOUT_WINDOW_MS);
      const session = await (
        await stripe()
      ).checkout.sessions.create(
        {
          mode: 'subscription',
          customer: request.customerId,
          client_reference_id: request.uid,
          line_items: [{ price: request.priceId, quantity: 1 }],
          ...(request.trialDays && { subscription_data: { trial_period_days: request.trialDays } }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.uid}-${request.priceId}-${window}` },
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
      return session.url;
    },

    async createPortal(customerId, returnUrl) {
      const session = await (await stripe()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async retrieveSubscription(subscriptionId) {
      try {
        return snapshotOf(await (await stripe()).subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async deleteCustomer(customerId) {
      try {
        await (await stripe()).customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  });
}
