import Stripe from 'stripe';
import { Caller, mailsTo, signedInCaller, startApi, uniqueEmail } from './api';
import { localStripe, stripeClient } from './local-stripe';

/**
 * Plans and payments end to end on the local stack: the real handlers and the real Stripe SDK
 * against the local Stripe, whose checkout and portal post correctly signed events to our webhook.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PREMIUM_ANNUAL = process.env.STRIPE_PRICE_PREMIUM_ANNUAL ?? 'price_premium_annual_local';
const PREMIUM_MONTHLY = process.env.STRIPE_PRICE_PREMIUM_MONTHLY ?? 'price_premium_monthly_local';
const status = (caller: Caller) => caller.get('/api/user/stripe-status');
const checkout = (caller: Caller, priceId: string) => caller.post(`/api/payment/create-subscription/${priceId}`);
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** A user who paid for Premium on the local checkout page; returns them with their subscription id. */
async function premiumUser(priceId = PREMIUM_ANNUAL, email = uniqueEmail('premium')) {
  const caller = await signedInCaller(api.baseUrl, email);
  const started = await checkout(caller, priceId);
  expect(started.status).toBe(200);
  await localStripe.payCheckout(sessionIdOf(String(started.body.url)));
  const session = await stripeClient().checkout.sessions.retrieve(sessionIdOf(String(started.body.url)));
  return { caller, email, subscriptionId: String(session.subscription), customerId: String(session.customer) };
}

/** Checks out Premium annual and pays on the local checkout page; answers the status's data afterwards. */
async function payAnnual(caller: Caller) {
  const started = await checkout(caller, PREMIUM_ANNUAL);
  expect(started.status).toBe(200);
  await localStripe.payCheckout(sessionIdOf(String(started.body.url)));
  return (await status(caller)).body.data as Record<string, unknown>;
}

/** What the plan popup asks before it says "Free Trial" or "Subscribe". */
const trialAvailable = async (caller: Caller) => (await caller.get('/api/payment/free-trial')).body.trialAvailable;

/** Posts an event to the webhook signed with the local stack's secret, as Stripe would. */
async function deliver(event: unknown) {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: process.env.STRIPE_WEBHOOK_SECRET! });
  return new Caller(api.baseUrl).request('POST', '/api/payment/webhook', body, { 'stripe-signature': signature });
}

/** The delivery of the event of `type` about the subscription, once our webhook took it (events sent by API calls go out after the answer). */
async function delivered(type: string, subscriptionId: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await localStripe.deliveries(type)).find((d) => (d.event.data.object as { id: string }).id === subscriptionId);
    if (found?.delivered) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${type} delivered for ${subscriptionId}`);
}

describe('signed out', () => {
  it('gets 401 from every plan route but the webhook', async () => {
    const stranger = new Caller(api.baseUrl);
    expect((await stranger.get('/api/user/stripe-status')).status).toBe(401);
    expect((await stranger.put('/api/user/plan', { plan: 'Basic' })).status).toBe(401);
    expect((await checkout(stranger, PREMIUM_ANNUAL)).status).toBe(401);
    expect((await stranger.get('/api/payment/manage-subscription')).status).toBe(401);
    // The webhook is public: it answers on the signature, not a session.
    expect((await stranger.request('POST', '/api/payment/webhook', '{}', { 'stripe-signature': 't=1,v1=00' })).status).toBe(400);
  });
});

describe('Basic', () => {
  it('has no plan at first (400 NO_PLAN), then Basic without payment, kept on the server', async () => {
    const caller = await signedInCaller(api.baseUrl);
    expect(await status(caller)).toMatchObject({ status: 400, body: { code: 'NO_PLAN' } });
    expect((await caller.put('/api/user/plan', { plan: 'Basic' })).status).toBe(200);
    expect((await status(caller)).body).toEqual({ success: true, data: { currentPlan: 'Basic', status: 'none' } });
    expect((await caller.get('/api/user/')).body).toMatchObject({ plan: 'Basic' });
    expect(await caller.get('/api/payment/manage-subscription')).toMatchObject({ status: 409, body: { code: 'NO_SUBSCRIPTION' } });
    expect((await caller.put('/api/bot/new-chat/1/1')).status).toBe(403);
  });
});

describe('Premium through the local Stripe', () => {
  it('starts a 14-day trial on the annual price, then gives every goal', async () => {
    const { caller } = await premiumUser();
    const { body } = await status(caller);
    expect(body).toMatchObject({
      success: true,
      data: { currentPlan: 'Premium', status: 'trialing', interval: 'annual', cancelAtPeriodEnd: false },
    });
    const trialEnd = Date.parse((body.data as { trialEnd: string }).trialEnd);
    expect(Math.round((trialEnd - Date.now()) / 86_400_000)).toBe(14);
    expect((await caller.put('/api/bot/new-chat/1/1')).status).toBe(200);
  });

  it('creates one customer per user, reused for a second checkout, and refuses checkout while subscribed', async () => {
    const caller = await signedInCaller(api.baseUrl);
    const first = await checkout(caller, PREMIUM_MONTHLY);
    const second = await checkout(caller, PREMIUM_ANNUAL);
    const [a, b] = await Promise.all(
      [first, second].map((answer) => stripeClient().checkout.sessions.retrieve(sessionIdOf(String(answer.body.url)))),
    );
    expect(a!.customer).toBe(b!.customer);
    await localStripe.payCheckout(b!.id);
    expect(await checkout(caller, PREMIUM_MONTHLY)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await caller.put('/api/user/plan', { plan: 'Basic' })).toMatchObject({ status: 409 });
  });

  it("opens the portal of the caller's own customer only", async () => {
    const { caller, customerId } = await premiumUser(PREMIUM_MONTHLY);
    const other = await premiumUser(PREMIUM_MONTHLY);
    const portal = await caller.get('/api/payment/manage-subscription');
    expect(portal.status).toBe(200);
    const otherPortal = await other.caller.get('/api/payment/manage-subscription');
    expect(portal.body.url).not.toBe(otherPortal.body.url);
    expect(customerId).not.toBe(other.customerId);
  });

  it('sends the trial e-mail once, however often the event is delivered', async () => {
    const { email, subscriptionId } = await premiumUser();
    await localStripe.triggerTrialWillEnd(subscriptionId);
    const [delivery] = (await localStripe.deliveries('customer.subscription.trial_will_end')).filter(
      (d) => (d.event.data.object as { id: string }).id === subscriptionId,
    );
    expect(delivery!.delivered).toBe(true);
    expect((await deliver(delivery!.event)).status).toBe(200);
    const mails = (await mailsTo(api.baseUrl, email)).filter((m) => m.subject === 'Your Blue Guardian Premium trial ends soon');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$96 a year');
  });

  it('keeps Premium while a renewal payment is retried (past_due)', async () => {
    const { caller, subscriptionId } = await premiumUser(PREMIUM_MONTHLY);
    await localStripe.failRenewal(subscriptionId);
    expect((await status(caller)).body).toMatchObject({ data: { currentPlan: 'Premium', status: 'past_due' } });
    await localStripe.payRenewal(subscriptionId);
    expect((await status(caller)).body).toMatchObject({ data: { currentPlan: 'Premium', status: 'active' } });
  });

  it('drops to Basic on cancellation: goal 1 is refused again (403), and late or repeated events change nothing', async () => {
    const { caller, subscriptionId } = await premiumUser();
    expect((await caller.put('/api/bot/new-chat/1/1')).status).toBe(200);
    const created = await delivered('customer.subscription.created', subscriptionId);

    await stripeClient().subscriptions.cancel(subscriptionId);
    await delivered('customer.subscription.deleted', subscriptionId);

    expect((await status(caller)).body).toEqual({ success: true, data: { currentPlan: 'Basic', status: 'canceled' } });
    expect(await caller.put('/api/bot/new-chat/1/1')).toMatchObject({ status: 403 });
    // The `created` event again (a redelivery arriving after the deletion): its copy says
    // trialing, but the state is read back from Stripe, so the user stays on Basic.
    expect((await deliver(created.event)).status).toBe(200);
    expect(await deliver({ ...created.event, id: `${created.event.id}_late` })).toMatchObject({ status: 200 });
    expect((await status(caller)).body).toEqual({ success: true, data: { currentPlan: 'Basic', status: 'canceled' } });
    expect((await caller.put('/api/bot/new-chat/1/1')).status).toBe(403);
  });
});

describe('the free trial: once per person', () => {
  it('is not given again to a subscriber who cancelled and subscribes again', async () => {
    const { caller, subscriptionId } = await premiumUser();
    await stripeClient().subscriptions.cancel(subscriptionId);
    await delivered('customer.subscription.deleted', subscriptionId);

    const again = await payAnnual(caller);
    expect(again).toMatchObject({ currentPlan: 'Premium', status: 'active', interval: 'annual' });
    expect(again).not.toHaveProperty('trialEnd');
    expect(await trialAvailable(caller)).toBe(false);
  });

  it('is not given again after the account is deleted, to the same address or a plus-address of it', async () => {
    const email = uniqueEmail('trial');
    const first = await signedInCaller(api.baseUrl, email);
    expect(await payAnnual(first)).toMatchObject({ status: 'trialing' });
    expect((await first.delete('/api/user/', { password: 'Passw0rd!' })).status).toBe(200);

    for (const address of [email, email.replace('@', '+again@')]) {
      const caller = await signedInCaller(api.baseUrl, address);
      expect(await payAnnual(caller)).toMatchObject({ currentPlan: 'Premium', status: 'active' });
      expect(await trialAvailable(caller)).toBe(false);
    }
    // Someone else still has it.
    expect(await trialAvailable(await signedInCaller(api.baseUrl))).toBe(true);
  });
});

describe('account deletion', () => {
  it('deletes the Stripe customer, which cancels the subscription', async () => {
    const { caller, customerId, subscriptionId } = await premiumUser();
    expect((await caller.delete('/api/user/', { password: 'Passw0rd!' })).status).toBe(200);
    const customer = await stripeClient().customers.retrieve(customerId);
    expect(customer.deleted).toBe(true);
    expect((await stripeClient().subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });
});
