import Stripe from 'stripe';
import { signatureHeader } from '../../../dev/stripe-local/index';
import { formsByButton, premiumCheckout, startFixture, submit, WEBHOOK_SECRET, type Fixture } from './stripe-local-fixture';

/**
 * The local checkout and portal pages, and the webhook events they post: signed so that the
 * SDK's constructEvent accepts them, in Stripe's order, retried when the webhook fails.
 */

let f: Fixture;
beforeEach(async () => {
  f = await startFixture();
});
afterEach(() => f.stop());

const page = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
};

const DAY = 86400;

describe('the local checkout page', () => {
  it('shows the plan and trial, and paying starts the trial, posts signed events and redirects to success_url', async () => {
    const { customer, session } = await premiumCheckout(f.stripe, { annual: true, trialDays: 14 });
    const { status, html } = await page(session.url!);
    expect(status).toBe(200);
    expect(html).toContain('Local test checkout — no real payment is taken');
    expect(html).toContain('Blue Guardian Premium');
    expect(html).toContain('$96.00 per year');
    expect(html).toContain('14 days');
    expect(html).toContain('href="http://localhost:5173/dashboard?checkout=cancel">Cancel and go back</a>');
    const forms = formsByButton(html);
    expect(Object.keys(forms)).toEqual(['Start free trial', 'Use a card that is declined']);

    const paid = await submit(f.local, forms['Start free trial']!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:5173/dashboard?checkout=success&session_id=${session.id}`);

    // Delivered before the redirect, every one verified by the SDK with the endpoint's secret.
    expect(f.received.every((r) => r.error === undefined)).toBe(true);
    expect(f.received[0]!.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(f.types()).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    const [created, completed, invoicePaid] = f.received.map((r) => r.event!) as [Stripe.Event, Stripe.Event, Stripe.Event];
    expect(created).toMatchObject({ object: 'event', livemode: false, api_version: expect.any(String) });
    expect(created.id).toMatch(/^evt_/);

    const subscription = created.data.object as Stripe.Subscription;
    const now = Date.now() / 1000;
    expect(subscription).toMatchObject({ customer: customer.id, status: 'trialing', metadata: { uid: 'user-1' } });
    expect(subscription.trial_end! - now).toBeGreaterThan(14 * DAY - 60);
    expect(subscription.trial_end! - now).toBeLessThan(14 * DAY + 60);
    expect(subscription.items.data[0]!.price.id).toBe('price_premium_annual_local');
    expect(subscription.items.data[0]!.price.recurring!.interval).toBe('year');
    expect(completed.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'no_payment_required',
      subscription: subscription.id,
      client_reference_id: 'user-1',
    });
    const invoice = invoicePaid.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 0, customer: customer.id });
    expect(invoice.parent!.subscription_details!.subscription).toBe(subscription.id);

    await expect(f.stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: 'complete',
      subscription: subscription.id,
    });
    // Paying twice is not possible: the page now says the checkout is complete.
    expect((await page(`${f.local.url}/checkout/${session.id}`)).html).toContain('This checkout is complete');
  });

  it('charges at once without a trial: active, paid, invoice for the full price', async () => {
    const { session } = await premiumCheckout(f.stripe, { annual: false });
    const forms = formsByButton((await page(session.url!)).html);
    expect(Object.keys(forms)).toContain('Pay');
    expect((await submit(f.local, forms.Pay!)).status).toBe(303);
    expect(f.types()).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    expect(f.received[0]!.event!.data.object).toMatchObject({ status: 'active', trial_end: null });
    expect(f.received[1]!.event!.data.object).toMatchObject({ payment_status: 'paid' });
    expect(f.received[2]!.event!.data.object).toMatchObject({ amount_paid: 1600 });
  });

  it('a declined card leaves the subscription incomplete, says so, and a retry pays that same subscription', async () => {
    const { customer, session } = await premiumCheckout(f.stripe, { annual: false });
    const forms = formsByButton((await page(session.url!)).html);
    const declined = await submit(f.local, forms['Use a card that is declined']!);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('role="alert"');
    expect(f.types()).toEqual(['customer.subscription.created', 'invoice.payment_failed']);
    expect(f.received[0]!.event!.data.object).toMatchObject({ status: 'incomplete' });
    await expect(f.stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({ status: 'open' });

    expect((await submit(f.local, forms.Pay!)).status).toBe(303);
    const all = await f.stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(all.data.map((s) => s.status)).toEqual(['active']);
    expect(f.types().slice(2)).toEqual(['customer.subscription.updated', 'checkout.session.completed', 'invoice.paid']);
  });
});

describe('the local billing portal page', () => {
  async function subscribedPortal() {
    const { customer, session } = await premiumCheckout(f.stripe, { annual: true, trialDays: 14 });
    const subscription = await f.local.payCheckout(session.id);
    f.received.length = 0;
    const portal = await f.stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:5173/dashboard' });
    return { subscription, portal };
  }

  it('schedules and withdraws cancellation at period end, then cancels now', async () => {
    const { subscription, portal } = await subscribedPortal();
    const first = await page(portal.url);
    expect(first.html).toContain('Local test billing portal — no real payment is taken');
    expect(first.html).toContain('href="http://localhost:5173/dashboard">Return to Blue Guardian</a>');
    expect(first.html).toContain('Free trial until');
    const forms = formsByButton(first.html);
    expect(Object.keys(forms)).toEqual(['Cancel subscription now', 'Cancel at end of period']);

    const scheduled = await submit(f.local, forms['Cancel at end of period']!);
    expect(scheduled.status).toBe(303);
    const afterSchedule = await page(f.local.url + scheduled.headers.get('location'));
    expect(afterSchedule.html).toContain('Your subscription will end at the end of the current period.');
    expect(Object.keys(formsByButton(afterSchedule.html))).toEqual(['Cancel subscription now', 'Resume']);
    expect(f.received.at(-1)!.event!).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { id: subscription.id, cancel_at_period_end: true }, previous_attributes: { cancel_at_period_end: false } },
    });

    await submit(f.local, formsByButton(afterSchedule.html).Resume!);
    expect(f.received.at(-1)!.event!.data.object).toMatchObject({ cancel_at_period_end: false, status: 'trialing' });

    await submit(f.local, forms['Cancel subscription now']!);
    expect(f.received.at(-1)!.event!).toMatchObject({ type: 'customer.subscription.deleted', data: { object: { status: 'canceled' } } });
    expect(f.received.every((r) => r.error === undefined)).toBe(true);
    const last = await page(portal.url);
    expect(last.html).toContain('Canceled');
    expect(formsByButton(last.html)).toEqual({});
  });

  it('changes only the portal customer own subscriptions', async () => {
    const { portal } = await subscribedPortal();
    const { session } = await premiumCheckout(f.stripe, { annual: false });
    const someoneElse = await f.local.payCheckout(session.id);
    const answer = await submit(f.local, `/portal/${portal.id}/subscriptions/${someoneElse.id}/cancel-now`);
    expect(answer.status).toBe(404);
    await expect(f.stripe.subscriptions.retrieve(someoneElse.id)).resolves.toMatchObject({ status: 'active' });
  });
});

describe('webhook delivery and test helpers', () => {
  it('retries a webhook that fails and records every attempt', async () => {
    f.answers.push(500, 503);
    const { session } = await premiumCheckout(f.stripe, { annual: false });
    await f.local.payCheckout(session.id);
    const [first] = f.local.deliveries();
    expect(first!.attempts.map((a) => a.status)).toEqual([500, 503, 200]);
    expect(first!.delivered).toBe(true);
    // Each attempt carries a fresh, valid signature.
    expect(f.received.slice(0, 3).every((r) => r.event?.id === first!.event.id)).toBe(true);
  });

  it('sends trial_will_end and a failed renewal (past_due) on demand, over HTTP too', async () => {
    const { session } = await premiumCheckout(f.stripe, { annual: true, trialDays: 14 });
    const subscription = await f.local.payCheckout(session.id);
    f.received.length = 0;
    const event = await f.local.triggerTrialWillEnd(subscription.id);
    expect(event).toMatchObject({ type: 'customer.subscription.trial_will_end', data: { object: { id: subscription.id } } });

    const answer = await fetch(`${f.local.url}/_local/subscriptions/${subscription.id}/fail-renewal`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(f.types()).toEqual(['customer.subscription.trial_will_end', 'invoice.payment_failed', 'customer.subscription.updated']);
    await expect(f.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({ status: 'past_due' });
    const listed = (await (await fetch(`${f.local.url}/_local/events?type=invoice.payment_failed`)).json()) as { deliveries: unknown[] };
    expect(listed.deliveries).toHaveLength(1);

    f.local.reset();
    expect(f.local.events()).toEqual([]);
    await expect(f.stripe.subscriptions.retrieve(subscription.id)).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('signs exactly as Stripe does: the same header as the SDK test helper builds', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const timestamp = 1_760_000_000;
    expect(signatureHeader(payload, WEBHOOK_SECRET, timestamp)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
    );
  });
});
