import Stripe from 'stripe';
import { parseForm } from '../../../dev/stripe-local/form';
import { premiumCheckout, startFixture, type Fixture } from './stripe-local-fixture';

/** The local Stripe's REST API, through the official SDK, as functions/ will call it. */

let f: Fixture;
beforeAll(async () => {
  f = await startFixture();
});
afterAll(() => f.stop());

describe('form bodies in Stripe bracket notation', () => {
  it('rebuilds nested objects and arrays', () => {
    const form = parseForm(
      'mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&subscription_data[trial_period_days]=14&metadata[uid]=u1&expand[]=customer&expand[]=subscription',
    );
    expect(form).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '1' }],
      subscription_data: { trial_period_days: '14' },
      metadata: { uid: 'u1' },
      expand: ['customer', 'subscription'],
    });
  });
});

describe('customers', () => {
  it('creates a customer and reads it back', async () => {
    const created = await f.stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { uid: 'u1' } });
    expect(created).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada', metadata: { uid: 'u1' }, livemode: false });
    expect(created.id).toMatch(/^cus_\w{14}$/);
    await expect(f.stripe.customers.retrieve(created.id)).resolves.toMatchObject({ id: created.id, email: 'ada@example.com' });
  });

  it('answers a retried request with the same object: same Idempotency-Key, one customer', async () => {
    const key = `create-customer-${Date.now()}`;
    const first = await f.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: key });
    const second = await f.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: key });
    const other = await f.stripe.customers.create({ email: 'once@example.com' });
    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    // The same key with other parameters is refused, as Stripe does.
    await expect(f.stripe.customers.create({ email: 'twice@example.com' }, { idempotencyKey: key })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('says resource_missing (404) for an unknown customer', async () => {
    const error = await f.stripe.customers.retrieve('cus_unknown').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ code: 'resource_missing', statusCode: 404, param: 'id' });
  });

  it('refuses a request without a test key', async () => {
    const response = await fetch(`${f.local.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('deleting a customer cancels its subscriptions', async () => {
    const { customer, session } = await premiumCheckout(f.stripe, { annual: false });
    const subscription = await f.local.payCheckout(session.id);
    await expect(f.stripe.customers.del(customer.id)).resolves.toEqual({ id: customer.id, object: 'customer', deleted: true });
    await expect(f.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({ status: 'canceled' });
    await expect(f.stripe.customers.retrieve(customer.id)).resolves.toMatchObject({ deleted: true });
    await f.local.settled();
    const events = f.local
      .events()
      .filter((e) => (e.data.object as { id: string }).id === subscription.id || (e.data.object as { id: string }).id === customer.id);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
  });
});

describe('checkout sessions', () => {
  it('creates a subscription-mode session with a trial and reads it back', async () => {
    const { customer, session } = await premiumCheckout(f.stripe, { annual: true, trialDays: 14 });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'user-1',
      metadata: { uid: 'user-1' },
      amount_total: 9600,
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${f.local.url}/checkout/${session.id}`);
    await expect(f.stripe.checkout.sessions.retrieve(session.id)).resolves.toEqual(session);
  });

  it('refuses bad input with 400: a missing line item, an unknown price, an unknown customer', async () => {
    const base = { mode: 'subscription' as const, success_url: 'http://localhost/ok' };
    await expect(f.stripe.checkout.sessions.create(base)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
    });
    await expect(
      f.stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_made_up', quantity: 1 }] }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'line_items[0][price]' });
    await expect(
      f.stripe.checkout.sessions.create({ ...base, customer: 'cus_nobody', line_items: [{ price: 'price_premium_monthly_local' }] }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    await expect(f.stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('subscriptions', () => {
  it('lists, updates and cancels a customer subscription as the SDK asks', async () => {
    const { customer, session } = await premiumCheckout(f.stripe, { annual: false });
    const paid = await f.local.payCheckout(session.id);
    const item = paid.items.data[0]!;
    expect(paid).toMatchObject({ status: 'active', customer: customer.id, trial_end: null, cancel_at_period_end: false });
    expect(item.price).toMatchObject({ id: 'price_premium_monthly_local', unit_amount: 1600, recurring: { interval: 'month' } });
    // One calendar month later (28 to 31 days).
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86400);
    expect(item.current_period_end - item.current_period_start).toBeLessThanOrEqual(31 * 86400);

    const listed = await f.stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((s) => s.id)).toEqual([paid.id]);

    const updated = await f.stripe.subscriptions.update(paid.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ cancel_at_period_end: true, cancel_at: item.current_period_end });

    const canceled = await f.stripe.subscriptions.cancel(paid.id);
    expect(canceled.status).toBe('canceled');
    expect((await f.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await f.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
    await expect(f.stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });

    await f.local.settled();
    const mine = f.local.events().filter((e) => (e.data.object as { id: string }).id === paid.id);
    expect(mine.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(mine[1]!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
  });

  it('opens a billing portal session for a known customer only', async () => {
    const customer = await f.stripe.customers.create({ email: 'portal@example.com' });
    const portal = await f.stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:5173/dashboard' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, url: `${f.local.url}/portal/${portal.id}` });
    await expect(f.stripe.billingPortal.sessions.create({ customer: 'cus_other' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
    });
  });
});
