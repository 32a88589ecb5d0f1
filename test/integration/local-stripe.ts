import Stripe from 'stripe';
import { WEBHOOK_PATH } from '../../dev/stripe-local/local-env';
import type { Delivery } from '../../dev/stripe-local/index';

/**
 * The local Stripe the global setup started (its URL and secret are in the environment), driven
 * over its /_local/ endpoints because it runs outside the test file's module registry.
 */

const base = (): string => {
  const url = process.env.STRIPE_API_URL;
  if (!url) throw new Error('STRIPE_API_URL is unset: the integration global setup starts the local Stripe.');
  return url;
};

async function call<T>(method: 'GET' | 'POST', path: string, body?: Record<string, string>): Promise<T> {
  const response = await fetch(`${base()}/_local/${path}`, {
    method,
    ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`local Stripe ${method} ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** Sends the local Stripe's webhook events to the local API server at apiBaseUrl. */
export const pointStripeWebhookAt = (apiBaseUrl: string): Promise<unknown> =>
  call('POST', 'webhook-endpoint', { url: `${apiBaseUrl}${WEBHOOK_PATH}` });

/** The Stripe SDK pointed at the local Stripe, as functions/ configures it. */
export function stripeClient(): Stripe {
  const url = new URL(base());
  return new Stripe(process.env.STRIPE_SECRET_KEY ?? 'sk_test_local', {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}

export const localStripe = {
  /** Events emitted so far (optionally of one type), with their delivery attempts. */
  deliveries: (type?: string) =>
    call<{ deliveries: Delivery[] }>('GET', `events${type ? `?type=${encodeURIComponent(type)}` : ''}`).then((r) => r.deliveries),
  /** What the checkout page's Pay button does; answers once the events are delivered. */
  payCheckout: (sessionId: string) => call('POST', `checkout/${encodeURIComponent(sessionId)}/pay`),
  triggerTrialWillEnd: (subscriptionId: string) => call('POST', `subscriptions/${encodeURIComponent(subscriptionId)}/trial-will-end`),
  failRenewal: (subscriptionId: string) => call('POST', `subscriptions/${encodeURIComponent(subscriptionId)}/fail-renewal`),
  payRenewal: (subscriptionId: string) => call('POST', `subscriptions/${encodeURIComponent(subscriptionId)}/pay-renewal`),
};
