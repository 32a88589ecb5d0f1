import { GUARDIAN_LINK_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { GUARDIAN_CHECKOUT_INTERVAL_MESSAGE, GUARDIAN_CHECKOUT_TEEN_SIDE_MESSAGE, MINOR_PREMIUM_MESSAGE } from '#shared/guardian-premium';
import { Caller, startApi } from './api';
import { seedLinkedTeen } from './guardian-fixtures';
import { localStripe, stripeClient } from './local-stripe';

/**
 * Premium on a teen's account, opened by their guardian, through the real local Stripe: the
 * subscription is the teen's (customer, client reference, webhook), the one-trial rule is the
 * teen's, and a minor does not start a trial or a paid plan alone.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PREMIUM_ANNUAL = process.env.STRIPE_PRICE_PREMIUM_ANNUAL ?? 'price_premium_annual_local';
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const status = async (caller: Caller) => (await caller.get('/api/user/stripe-status')).body;
const teenCheckout = (caller: Caller, linkId: string, body: object = { interval: 'annual' }) =>
  caller.post(`/api/guardian/teens/${linkId}/checkout`, body);
const teenPlan = async (caller: Caller, linkId: string) => (await caller.get(`/api/guardian/teens/${linkId}/plan`)).body;

/** The guardian checks out for the teen and pays on the local checkout page; the session as Stripe holds it. */
async function guardianPays(guardian: Caller, linkId: string, interval = 'annual') {
  const started = await teenCheckout(guardian, linkId, { interval });
  expect(started.status).toBe(200);
  const sessionId = sessionIdOf(String(started.body.url));
  await localStripe.payCheckout(sessionId);
  return stripeClient().checkout.sessions.retrieve(sessionId);
}

describe('a minor’s own checkout', () => {
  it('is refused with its own code and the words that say a guardian starts Premium, changing nothing', async () => {
    const { teen, guardian } = await seedLinkedTeen(api.baseUrl);

    const own = await teen.caller.post(`/api/payment/create-subscription/${PREMIUM_ANNUAL}`);

    expect(own.status).toBe(409);
    expect(own.body).toEqual({ success: false, code: 'GUARDIAN_STARTS_PREMIUM', message: MINOR_PREMIUM_MESSAGE });
    expect(await teenPlan(guardian.caller, guardian.linkId)).toEqual({ success: true, plan: 'Basic' });
    // Nothing was claimed: the teen's trial is still there for the guardian's checkout.
    expect((await teen.caller.get('/api/payment/free-trial')).body.trialAvailable).toBe(true);
  });
});

describe('the guardian’s checkout for the teen', () => {
  it('makes the teen Premium with the trial, not the guardian, and both sides read the same plan', async () => {
    const { guardian, teen } = await seedLinkedTeen(api.baseUrl);
    expect(await teenPlan(teen.caller, teen.linkId)).toEqual({ success: true, plan: 'Basic' });

    const started = await teenCheckout(guardian.caller, guardian.linkId);
    expect(started.status).toBe(200);
    const session = await stripeClient().checkout.sessions.retrieve(sessionIdOf(String(started.body.url)));
    expect(session.client_reference_id).toBe(teen.uid);
    expect(session.success_url).toMatch(/\/guardian\?checkout=success$/);
    expect(session.cancel_url).toMatch(/\/guardian\?checkout=cancelled$/);
    const customer = await stripeClient().customers.retrieve(String(session.customer));
    expect(customer).toMatchObject({ email: teen.email, metadata: { uid: teen.uid } });
    await localStripe.payCheckout(session.id);

    expect(await status(teen.caller)).toMatchObject({ data: { currentPlan: 'Premium', status: 'trialing', interval: 'annual' } });
    expect(await status(guardian.caller)).toMatchObject({ code: 'NO_PLAN' });
    expect(await teenPlan(guardian.caller, guardian.linkId)).toEqual({ success: true, plan: 'Premium' });
    expect(await teenPlan(teen.caller, teen.linkId)).toEqual({ success: true, plan: 'Premium' });
    // The teen manages it as anyone does; the guardian's own trial is untouched.
    expect((await teen.caller.get('/api/payment/manage-subscription')).status).toBe(200);
    expect((await guardian.caller.get('/api/payment/free-trial')).body.trialAvailable).toBe(true);
    // A second checkout while the teen is Premium is refused.
    expect(await teenCheckout(guardian.caller, guardian.linkId)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
  });

  it('gives a teen who had the trial none the second time (the trial is the teen’s, once)', async () => {
    const { guardian, teen } = await seedLinkedTeen(api.baseUrl);
    const first = await guardianPays(guardian.caller, guardian.linkId);
    await stripeClient().subscriptions.cancel(String(first.subscription));
    for (let attempt = 0; attempt < 100 && (await teenPlan(guardian.caller, guardian.linkId)).plan !== 'Basic'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    await guardianPays(guardian.caller, guardian.linkId);

    const data = (await status(teen.caller)).data as Record<string, unknown>;
    expect(data).toMatchObject({ currentPlan: 'Premium', status: 'active', interval: 'annual' });
    expect(data).not.toHaveProperty('trialEnd');
  });

  it('takes the monthly period too', async () => {
    const { guardian, teen } = await seedLinkedTeen(api.baseUrl);
    await guardianPays(guardian.caller, guardian.linkId, 'monthly');
    expect(await status(teen.caller)).toMatchObject({ data: { currentPlan: 'Premium', status: 'active', interval: 'monthly' } });
  });
});

describe('refusals of the guardian’s checkout', () => {
  it('refuses the teen’s side of the link, another user’s link id, a signed-out caller and a bad period', async () => {
    const { guardian, teen } = await seedLinkedTeen(api.baseUrl);
    const other = await seedLinkedTeen(api.baseUrl);

    expect(await teenCheckout(teen.caller, teen.linkId)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: GUARDIAN_CHECKOUT_TEEN_SIDE_MESSAGE },
    });
    expect(await teenCheckout(guardian.caller, other.guardian.linkId)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: GUARDIAN_LINK_NOT_FOUND_MESSAGE },
    });
    expect(await teenCheckout(new Caller(api.baseUrl), guardian.linkId)).toMatchObject({ status: 401 });
    for (const body of [{ interval: 'weekly' }, {}]) {
      expect(await teenCheckout(guardian.caller, guardian.linkId, body)).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', fields: { interval: GUARDIAN_CHECKOUT_INTERVAL_MESSAGE } },
      });
    }
    expect((await guardian.caller.get(`/api/guardian/teens/${other.guardian.linkId}/plan`)).status).toBe(404);
    expect((await new Caller(api.baseUrl).get(`/api/guardian/teens/${guardian.linkId}/plan`)).status).toBe(401);
    // Nothing changed: no plan, and the trial still the teen's to have.
    expect(await teenPlan(guardian.caller, guardian.linkId)).toEqual({ success: true, plan: 'Basic' });
    expect((await teen.caller.get('/api/payment/free-trial')).body.trialAvailable).toBe(true);
  });
});
