import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { startLocalStripe, type LocalStripe } from '../../../../../dev/stripe-local/index';
import { LOCAL_STRIPE_PRICES } from '../../../../../dev/stripe-local/local-env';
import { clientOptions, snapshotOf, STRIPE_MAX_RETRIES, stripePayments } from '../../../../../functions/providers/payments/stripe';
import { PaymentsUnavailableError } from '../../../../../functions/providers/payments';
import { secretSource, valueFromSecret } from '../../../../../functions/kernel/secret-source';
import { useTestEnv } from '../../../../fixtures/env';
import { PRICES } from '../../../../fixtures/stripe';

/**
 * The Stripe adapter through the Stripe SDK, against the local Stripe speaking Stripe's HTTP API: idempotency, the uid in the customer's metadata, the trial, read-backs, deletion.
 */

let stripe: LocalStripe;
const secrets = mockClient(SecretsManagerClient);

beforeAll(async () => {
  stripe = await startLocalStripe({ port: 0, webhookSecret: 'whsec_adapter_test', prices: LOCAL_STRIPE_PRICES });
});
afterAll(async () => {
  await stripe.stop();
  secrets.restore();
});
beforeEach(() => {
  useTestEnv();
  secrets.reset();
});

const adapter = (secretKey = 'sk_test_adapter') => stripePayments({ secretKey, secretKeySecretArn: undefined, apiUrl: stripe.url });

const checkoutRequest = (uid: string, customerId: string, priceId: string = PRICES.Premium.annual) => ({
  uid,
  customerId,
  priceId,
  plan: 'Premium' as const,
  interval: priceId === PRICES.Premium.annual ? ('annual' as const) : ('monthly' as const),
  ...(priceId === PRICES.Premium.annual && { trialDays: 14 }),
  successUrl: 'http://localhost:5173/dashboard?checkout=success',
  cancelUrl: 'http://localhost:5173/dashboard?checkout=cancelled',
});

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('the Stripe adapter against the local Stripe', () => {
  it('creates one customer per uid (idempotency key customer-<uid>) and finds the uid back from it', async () => {
    const payments = adapter();
    const first = await payments.createCustomer('uid-one', 'one@example.test');
    const again = await payments.createCustomer('uid-one', 'one@example.test');
    expect(again).toBe(first);
    expect(await payments.customerUid(first)).toBe('uid-one');
    expect(await payments.customerUid('cus_unknown')).toBeUndefined();
  });

  it('opens one checkout for a double click, in subscription mode, and the annual price starts a 14-day trial', async () => {
    const payments = adapter();
    const customerId = await payments.createCustomer('uid-trial', 'trial@example.test');
    const url = await payments.createCheckout(checkoutRequest('uid-trial', customerId));
    expect(await payments.createCheckout(checkoutRequest('uid-trial', customerId))).toBe(url);
    expect(url.startsWith(`${stripe.url}/checkout/`)).toBe(true);

    const subscription = await stripe.payCheckout(sessionIdOf(url));
    const snapshot = await payments.retrieveSubscription(subscription.id);
    expect(snapshot).toMatchObject({
      id: subscription.id,
      customerId,
      status: 'trialing',
      priceId: PRICES.Premium.annual,
      interval: 'annual',
      cancelAtPeriodEnd: false,
    });
    expect(Math.round((snapshot!.trialEnd! - Date.now() / 1000) / 86_400)).toBe(14);
    expect(snapshot!.currentPeriodEnd).toEqual(expect.any(Number));
  });

  it('answers a checkout with the trial with its same session however much later; the price without the trial opens another', async () => {
    const payments = adapter();
    const customerId = await payments.createCustomer('uid-later', 'later@example.test');
    const url = await payments.createCheckout(checkoutRequest('uid-later', customerId));
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 6 * 3_600_000);
    try {
      expect(await payments.createCheckout(checkoutRequest('uid-later', customerId))).toBe(url);
      const { trialDays: _trial, ...withoutTrial } = checkoutRequest('uid-later', customerId);
      expect(await payments.createCheckout(withoutTrial)).not.toBe(url);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('gives the monthly price no trial', async () => {
    const payments = adapter();
    const customerId = await payments.createCustomer('uid-monthly', 'monthly@example.test');
    const url = await payments.createCheckout(checkoutRequest('uid-monthly', customerId, PRICES.Premium.monthly));
    const subscription = await stripe.payCheckout(sessionIdOf(url));
    expect(await payments.retrieveSubscription(subscription.id)).toMatchObject({ status: 'active', interval: 'monthly' });
    expect((await payments.retrieveSubscription(subscription.id))!.trialEnd).toBeUndefined();
  });

  it('opens the portal of the given customer, returning to the dashboard', async () => {
    const payments = adapter();
    const customerId = await payments.createCustomer('uid-portal', 'portal@example.test');
    const url = await payments.createPortal(customerId, 'http://localhost:5173/dashboard');
    expect(url.startsWith(`${stripe.url}/portal/`)).toBe(true);
  });

  it('answers undefined for a subscription Stripe does not know', async () => {
    expect(await adapter().retrieveSubscription('sub_missing')).toBeUndefined();
  });

  it('deletes a customer, cancelling its subscription; a missing customer counts as deleted', async () => {
    const payments = adapter();
    const customerId = await payments.createCustomer('uid-leaver', 'leaver@example.test');
    const subscription = await stripe.payCheckout(sessionIdOf(await payments.createCheckout(checkoutRequest('uid-leaver', customerId))));
    await payments.deleteCustomer(customerId);
    expect(await payments.customerUid(customerId)).toBeUndefined();
    expect((await payments.retrieveSubscription(subscription.id))!.status).toBe('canceled');
    await expect(payments.deleteCustomer(customerId)).resolves.toBeUndefined();
    await expect(payments.deleteCustomer('cus_never_existed')).resolves.toBeUndefined();
  });

  it('passes Stripe errors other than a missing object on (a live key here is refused)', async () => {
    await expect(adapter('sk_live_not_here').createCustomer('uid-x', 'x@example.test')).rejects.toThrow(/API Key/);
  });
});

describe('where the key comes from', () => {
  it('is unavailable with neither a key nor a secret ARN', async () => {
    const payments = stripePayments({ secretKey: undefined, secretKeySecretArn: undefined, apiUrl: stripe.url });
    await expect(payments.createCustomer('u', 'u@example.test')).rejects.toBeInstanceOf(PaymentsUnavailableError);
  });

  it('reads the secret once per process, plain or as JSON', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ STRIPE_SECRET_KEY: 'sk_test_from_secret' }) });
    const payments = stripePayments({
      secretKey: undefined,
      secretKeySecretArn: 'arn:aws:secretsmanager:us-east-1:1:secret:k',
      apiUrl: stripe.url,
    });
    await payments.createCustomer('uid-secret-1', 'a@example.test');
    await payments.createCustomer('uid-secret-2', 'b@example.test');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("treats the stack's placeholder as not set, and reads again only after a pause", async () => {
    let now = 0;
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'replace-with-the-stripe-secret-key' });
    const unavailable = (message: string) => new PaymentsUnavailableError(message);
    const load = secretSource({ value: undefined, secretArn: 'arn:x', what: 'Stripe secret key', jsonFields: [], unavailable }, () => now);
    await expect(load()).rejects.toBeInstanceOf(PaymentsUnavailableError);
    await expect(load()).rejects.toBeInstanceOf(PaymentsUnavailableError);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    now = 5 * 60_000 + 1;
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'sk_test_now_set' });
    await expect(load()).resolves.toBe('sk_test_now_set');
  });

  it('refuses an empty JSON secret without naming its value', () => {
    expect(() => valueFromSecret('{"other":"x"}', { what: 'Stripe secret key', jsonFields: ['STRIPE_SECRET_KEY'] })).toThrow(
      'The Stripe secret key secret holds no value',
    );
  });
});

describe('client options and snapshots', () => {
  it('points the SDK at the stand-in when STRIPE_API_URL is set, with retries and a timeout either way', () => {
    expect(clientOptions(undefined)).toEqual({ maxNetworkRetries: 2, timeout: 5000, telemetry: false });
    expect(clientOptions('http://127.0.0.1:12111')).toMatchObject({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(clientOptions('https://stripe.internal')).toMatchObject({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });

  it('reads the period from the subscription itself in payloads of API versions before 2025-03-31', () => {
    const legacy = {
      id: 'sub_old',
      customer: { id: 'cus_old' },
      status: 'active',
      cancel_at_period_end: true,
      trial_end: null,
      current_period_end: 1_900_000_000,
      items: { data: [{ price: { id: 'price_x', recurring: { interval: 'month' } } }] },
    };
    expect(snapshotOf(legacy as never)).toEqual({
      id: 'sub_old',
      customerId: 'cus_old',
      status: 'active',
      priceId: 'price_x',
      interval: 'monthly',
      currentPeriodEnd: 1_900_000_000,
      cancelAtPeriodEnd: true,
    });
  });
});

/** The adapter pointed at a local server that answers every request with `answer`. */
async function adapterAt(answer: RequestListener) {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { payments: stripePayments({ secretKey: 'sk_test_wire', secretKeySecretArn: undefined, apiUrl }), server };
}

describe('when Stripe is down (faults at the wire, after the SDK has retried)', () => {
  it("a proxy's error page instead of Stripe's JSON: PaymentsUnavailableError", async () => {
    const { payments: proxied, server } = await adapterAt((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body>Bad gateway</body></html>');
    });
    try {
      await expect(proxied.retrieveSubscription('sub_1')).rejects.toBeInstanceOf(PaymentsUnavailableError);
    } finally {
      server.close();
    }
  }, 20_000);

  it('no connection: every call is PaymentsUnavailableError, which the routes answer with 503', async () => {
    // A port nothing listens on: the connection is refused at once.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const down = stripePayments({ secretKey: 'sk_test_down', secretKeySecretArn: undefined, apiUrl: `http://127.0.0.1:${closed}` });

    await expect(down.createPortal('cus_1', 'http://localhost/dashboard')).rejects.toBeInstanceOf(PaymentsUnavailableError);
    await expect(down.retrieveSubscription('sub_1')).rejects.toBeInstanceOf(PaymentsUnavailableError);
  }, 20_000);

  it('Stripe answering 500: PaymentsUnavailableError once retried twice; its 4xx stays the error it is', async () => {
    let status = 500;
    const keys: unknown[] = [];
    const { payments: failing, server } = await adapterAt((request, response) => {
      keys.push(request.headers['idempotency-key']);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message: 'Nope' } }));
    });
    try {
      await expect(failing.createPortal('cus_1', 'http://localhost/dashboard')).rejects.toBeInstanceOf(PaymentsUnavailableError);
      // The first attempt and two retries, all with the same idempotency key.
      expect(keys).toHaveLength(1 + STRIPE_MAX_RETRIES);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toEqual(expect.any(String));
      status = 400;
      const refusal = failing.createPortal('cus_1', 'http://localhost/dashboard');
      await expect(refusal).rejects.toThrow('Nope');
      await expect(refusal).rejects.not.toBeInstanceOf(PaymentsUnavailableError);
    } finally {
      server.close();
    }
  }, 20_000);
});
