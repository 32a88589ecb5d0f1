import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formEncode, STRIPE_API_VERSION, StripeApiError, stripeHttp } from '../../../../../functions/providers/payments/stripe-http';

/**
 * The fetch client's wire format, where the local Stripe cannot show it: the exact form
 * encoding (as the SDK wrote it), the headers, and which answers are retried.
 */

describe('formEncode', () => {
  it("writes nested params in Stripe's bracket notation, arrays indexed, as the SDK did", () => {
    const body = formEncode({
      mode: 'subscription',
      metadata: { uid: 'u1' },
      line_items: [{ price: 'price_x', quantity: 1 }],
      subscription_data: { trial_period_days: 14 },
      expand: ['customer', 'subscription'],
      skipped: undefined,
      cleared: null,
    });
    expect(body).toBe(
      'mode=subscription&metadata[uid]=u1&line_items[0][price]=price_x&line_items[0][quantity]=1' +
        '&subscription_data[trial_period_days]=14&expand[0]=customer&expand[1]=subscription&cleared=',
    );
  });

  it('escapes values (and keys) fully, brackets in keys aside', () => {
    expect(formEncode({ success_url: "http://x.test/a?b=1&c=d e!'()*", metadata: { 'a b': 'é' } })).toBe(
      'success_url=http%3A%2F%2Fx.test%2Fa%3Fb%3D1%26c%3Dd%20e%21%27%28%29%2A&metadata[a%20b]=%C3%A9',
    );
  });
});

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server answering each request with the next of `answers`; records what it received. */
async function fakeStripe(answers: Array<{ status: number; headers?: Record<string, string>; json: unknown }>) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const client = stripeHttp('sk_test_wire', {
    maxNetworkRetries: 2,
    timeout: 5000,
    telemetry: false,
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
  return { seen, client, close: () => new Promise((resolve) => server.close(resolve)) };
}

const conflict = { status: 409, json: { error: { type: 'invalid_request_error', message: 'Lock timeout' } } };

describe('stripeHttp', () => {
  it("sends the key, the SDK's API version and an idempotency key on every POST; GET carries its params in the query", async () => {
    const stripe = await fakeStripe([{ status: 200, json: { id: 'cus_1' } }]);
    try {
      await stripe.client.post('customers', { metadata: { uid: 'u1' } }, { idempotencyKey: 'customer-u1' });
      await stripe.client.post('billing_portal/sessions', { customer: 'cus_1' });
      await stripe.client.get('subscriptions/sub_1', { expand: ['customer'] });
      const [created, portal, read] = stripe.seen;
      expect(created).toMatchObject({ method: 'POST', url: '/v1/customers', body: 'metadata[uid]=u1' });
      expect(created!.headers).toMatchObject({
        authorization: 'Bearer sk_test_wire',
        'stripe-version': STRIPE_API_VERSION,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'customer-u1',
      });
      expect(portal!.headers['idempotency-key']).toEqual(expect.stringMatching(/^retry-[0-9a-f-]{36}$/));
      expect(read).toMatchObject({ method: 'GET', url: '/v1/subscriptions/sub_1?expand[0]=customer', body: '' });
      expect(read!.headers['idempotency-key']).toBeUndefined();
    } finally {
      await stripe.close();
    }
  });

  it('retries a 409 with the same idempotency key, and answers once it succeeds', async () => {
    const stripe = await fakeStripe([conflict, { status: 200, json: { id: 'cus_1' } }]);
    try {
      await expect(stripe.client.post('customers', {})).resolves.toEqual({ id: 'cus_1' });
      expect(stripe.seen).toHaveLength(2);
      expect(stripe.seen[1]!.headers['idempotency-key']).toBe(stripe.seen[0]!.headers['idempotency-key']);
    } finally {
      await stripe.close();
    }
  }, 10_000);

  it('stops retrying when Stripe-Should-Retry says false, and does not retry a 429 unless it says true', async () => {
    const stripe = await fakeStripe([{ ...conflict, headers: { 'stripe-should-retry': 'false' } }]);
    const limited = await fakeStripe([
      { status: 429, json: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Slow down' } } },
    ]);
    try {
      await expect(stripe.client.post('customers', {})).rejects.toMatchObject({ statusCode: 409, message: 'Lock timeout' });
      expect(stripe.seen).toHaveLength(1);
      const refusal = limited.client.get('customers/cus_1');
      await expect(refusal).rejects.toBeInstanceOf(StripeApiError);
      await expect(refusal).rejects.toMatchObject({ statusCode: 429, code: 'rate_limit', type: 'invalid_request_error' });
      expect(limited.seen).toHaveLength(1);
    } finally {
      await stripe.close();
      await limited.close();
    }
  });
});
