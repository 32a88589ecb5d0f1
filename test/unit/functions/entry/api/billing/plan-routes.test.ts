import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler as choosePlan } from '../../../../../../functions/entry/api/billing/choose-plan';
import { handler as createSubscription } from '../../../../../../functions/entry/api/billing/create-subscription';
import { handler as freeTrial } from '../../../../../../functions/entry/api/billing/free-trial';
import { handler as manageSubscription } from '../../../../../../functions/entry/api/billing/manage-subscription';
import { handler as stripeStatus } from '../../../../../../functions/entry/api/billing/stripe-status';
import { setPayments } from '../../../../../../functions/providers/payments';
import { resetTrialHashSecret } from '../../../../../../functions/domain/payment/free-trial';
import type { Handler } from '../../../../../../functions/http/http';
import { routes, type AnyRoute } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, profileItem, profileKey, sessionItem } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { routeEvent, type EventOverrides } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';
import { FakePayments, PRICES } from '../../../../../fixtures/stripe';

/**
 * The plan routes of the signed-in user: status, choosing Basic, checkout and the portal. The
 * table is mocked; Stripe is the fake payments port.
 */

const ddb = mockDocumentClient();
const UID = 'subscriber-uid';
const CUSTOMER = `cus_${UID}`;
let token: string;
let stripe: FakePayments;

beforeEach(() => {
  useTestEnv({ TRIAL_EMAIL_HASH_SECRET: 'test-trial-email-hash-secret' });
  resetTrialHashSecret();
  ddb.reset();
  givenEmptyTable(ddb);
  ddb.on(UpdateCommand).resolves({});
  token = fakeSessionCookie({ uid: UID });
  givenStoredItem(ddb, sessionItem(UID, token));
  stripe = new FakePayments();
  setPayments(stripe);
});
afterAll(() => {
  ddb.restore();
  setPayments();
});

/** An adult's profile: someone under 18 does not open their own checkout (test/integration/guardian-checkout.test.ts). */
function givenProfile(overrides: Record<string, unknown> = {}): void {
  ddb.on(GetCommand, { Key: profileKey(UID) }).resolves({ Item: profileItem(UID, { ageConfirmation: 'adult', ...overrides }) });
}

const live = (status = 'active', priceId: string = PRICES.Premium.monthly) => ({
  id: 'sub_1',
  status,
  priceId,
  interval: priceId === PRICES.Premium.annual ? 'annual' : 'monthly',
  currentPeriodEnd: '2030-03-05T12:00:00.000Z',
  cancelAtPeriodEnd: false,
});

/** The updates of the profile, leaving out the rate-limit counters. */
const profileUpdates = () =>
  ddb
    .commandCalls(UpdateCommand)
    .map((c) => c.args[0].input)
    .filter((input) => (input.Key as { pk: string }).pk === profileKey(UID).pk);

/** Someone with the profile's e-mail address claimed the free trial at `claimedAt`. Give the profile after. */
function givenTrialClaimed(claimedAt: string): void {
  ddb.on(PutCommand).rejects(Object.assign(new Error('claimed'), { name: 'ConditionalCheckFailedException' }));
  ddb
    .on(GetCommand)
    .callsFake(({ Key }: { Key: { pk: string; sk: string } }) => (Key.pk.startsWith('TRIAL#') ? { Item: { ...Key, claimedAt } } : {}));
  givenStoredItem(ddb, sessionItem(UID, token));
}

/** The free trial claims written: their key, outside the user's partition, and the item. */
const trialClaims = () =>
  ddb
    .commandCalls(PutCommand)
    .map((c) => c.args[0].input as { Item: Record<string, string> })
    .filter(({ Item }) => Item.pk!.startsWith('TRIAL#'))
    .map(({ Item }) => ({ Key: { pk: Item.pk, sk: Item.sk }, Item }));

const call = (handler: Handler, route: AnyRoute, overrides: EventOverrides = {}) =>
  invoke(handler, routeEvent(route, { cookies: { token }, ...overrides }));

const checkout = (priceId: string) =>
  call(createSubscription, routes.createSubscription, {
    path: `/api/payment/create-subscription/${priceId}`,
    pathParameters: { priceId },
  });

describe('every plan route needs a session', () => {
  test.each([
    ['stripeStatus', stripeStatus, routes.stripeStatus, {}],
    ['freeTrial', freeTrial, routes.freeTrial, {}],
    ['choosePlan', choosePlan, routes.choosePlan, { body: { plan: 'Basic' } }],
    ['createSubscription', createSubscription, routes.createSubscription, { pathParameters: { priceId: PRICES.Premium.annual } }],
    ['manageSubscription', manageSubscription, routes.manageSubscription, {}],
  ] as const)('%s answers 401 signed out, touching neither the profile nor Stripe', async (_name, handler, route, overrides) => {
    const answer = await invoke(handler, routeEvent(route, overrides));
    expect(answer.status).toBe(401);
    expect(profileUpdates()).toHaveLength(0);
    expect(ddb.commandCalls(GetCommand).map((c) => c.args[0].input.Key)).not.toContainEqual(profileKey(UID));
    expect(stripe.calls).toEqual([]);
  });
});

describe('GET /api/user/stripe-status', () => {
  it('answers 400 NO_PLAN before any plan is chosen', async () => {
    givenProfile();
    const answer = await call(stripeStatus, routes.stripeStatus);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, code: 'NO_PLAN', message: 'Please choose a plan to get started.' });
  });

  it('answers Basic with status none for a plan chosen without payment', async () => {
    givenProfile({ plan: 'Basic' });
    const answer = await call(stripeStatus, routes.stripeStatus);
    expect(answer.body).toEqual({ success: true, data: { currentPlan: 'Basic', status: 'none' } });
  });

  it('answers Premium with the trial, the interval and the renewal date', async () => {
    givenProfile({ plan: 'Premium', subscription: { ...live('trialing', PRICES.Premium.annual), trialEnd: '2030-03-05T12:00:00.000Z' } });
    const answer = await call(stripeStatus, routes.stripeStatus);
    expect(answer.body).toEqual({
      success: true,
      data: {
        currentPlan: 'Premium',
        status: 'trialing',
        interval: 'annual',
        trialEnd: '2030-03-05T12:00:00.000Z',
        currentPeriodEnd: '2030-03-05T12:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('after a cancellation answers Basic with the status only, never the customer or subscription id', async () => {
    givenProfile({ plan: 'Basic', stripeCustomerId: CUSTOMER, subscription: live('canceled') });
    const answer = await call(stripeStatus, routes.stripeStatus);
    expect(answer.body).toEqual({ success: true, data: { currentPlan: 'Basic', status: 'canceled' } });
    expect(answer.rawBody).not.toContain(CUSTOMER);
    expect(answer.rawBody).not.toContain('sub_1');
  });
});

describe('PUT /api/user/plan', () => {
  it('sets Basic without payment, unless a live subscription is stored (conditional)', async () => {
    givenProfile();
    const answer = await call(choosePlan, routes.choosePlan, { body: { plan: 'Basic' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, plan: 'Basic' });
    const update = profileUpdates()[0]!;
    expect(update).toMatchObject({ Key: profileKey(UID), UpdateExpression: 'SET #plan = :basic' });
    expect(update.ConditionExpression).toContain('NOT #sub.#status IN (:active, :trialing, :pastDue)');
    expect(stripe.calls).toEqual([]);
  });

  it('answers 409 while a Premium subscription is live', async () => {
    givenProfile({ plan: 'Premium', subscription: live('past_due') });
    ddb.on(UpdateCommand, { Key: profileKey(UID) }).rejects(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));
    const answer = await call(choosePlan, routes.choosePlan, { body: { plan: 'Basic' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Manage Subscription') });
  });

  it('refuses Premium here: it starts at checkout', async () => {
    givenProfile();
    const answer = await call(choosePlan, routes.choosePlan, { body: { plan: 'Premium' } });
    expect(answer.status).toBe(400);
    expect(profileUpdates()).toHaveLength(0);
  });
});

describe('POST /api/payment/create-subscription/{priceId}', () => {
  it('creates the customer once, stores it conditionally, and opens checkout with the annual trial', async () => {
    givenProfile({ plan: 'Basic' });
    const answer = await checkout(PRICES.Premium.annual);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    expect(stripe.calls).toEqual([`createCustomer:${UID}`, `createCheckout:${CUSTOMER}`]);
    expect(stripe.customers.get(CUSTOMER)).toEqual({ uid: UID, email: profileItem(UID).email });
    const store = profileUpdates().find((update) => update.UpdateExpression === 'SET stripeCustomerId = :id');
    expect(store).toMatchObject({
      Key: profileKey(UID),
      UpdateExpression: 'SET stripeCustomerId = :id',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(stripeCustomerId)',
      ExpressionAttributeValues: { ':id': CUSTOMER },
    });
    expect(stripe.checkouts[0]).toEqual({
      uid: UID,
      customerId: CUSTOMER,
      priceId: PRICES.Premium.annual,
      plan: 'Premium',
      interval: 'annual',
      trialDays: 14,
      successUrl: 'http://localhost:5173/dashboard?checkout=success',
      cancelUrl: 'http://localhost:5173/dashboard?checkout=cancelled',
    });
  });

  it('reuses the stored customer, and gives the monthly price no trial', async () => {
    givenProfile({ plan: 'Basic', stripeCustomerId: CUSTOMER });
    await checkout(PRICES.Premium.monthly);
    expect(stripe.calls).toEqual([`createCheckout:${CUSTOMER}`]);
    expect(stripe.checkouts[0]!.trialDays).toBeUndefined();
    expect(profileUpdates()).toHaveLength(0);
  });

  it('keeps the customer another request stored first (the conditional write lost the race)', async () => {
    givenProfile({ plan: 'Basic' });
    ddb.on(UpdateCommand, { Key: profileKey(UID), UpdateExpression: 'SET stripeCustomerId = :id' }).callsFake(() => {
      givenProfile({ plan: 'Basic', stripeCustomerId: 'cus_first' });
      throw Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' });
    });
    await checkout(PRICES.Premium.annual);
    expect(stripe.checkouts[0]!.customerId).toBe('cus_first');
  });

  it('answers 400 for a price id that is none of ours, before any Stripe call', async () => {
    givenProfile({ plan: 'Basic' });
    const answer = await checkout('price_someone_elses');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown price id.' });
    expect(stripe.calls).toEqual([]);
  });

  it('answers 400 for a malformed price id', async () => {
    const answer = await checkout('not-a-price');
    expect(answer.status).toBe(400);
    expect(stripe.calls).toEqual([]);
  });

  it('answers 400 for a Basic price: Basic needs no checkout', async () => {
    givenProfile();
    const answer = await checkout(PRICES.Basic.monthly);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Basic needs no checkout.' });
    expect(stripe.calls).toEqual([]);
  });

  it('answers 409 to a user whose subscription is live: Manage Subscription changes it', async () => {
    givenProfile({ plan: 'Premium', stripeCustomerId: CUSTOMER, subscription: live('trialing') });
    const answer = await checkout(PRICES.Premium.monthly);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Manage Subscription') });
    expect(stripe.calls).toEqual([]);
  });

  it('lets a user whose subscription was canceled subscribe again, with the same customer', async () => {
    givenProfile({ plan: 'Basic', stripeCustomerId: CUSTOMER, subscription: live('canceled') });
    expect((await checkout(PRICES.Premium.monthly)).status).toBe(200);
    expect(stripe.calls).toEqual([`createCheckout:${CUSTOMER}`]);
  });

  it('gives no trial to an account whose subscription had one before, and records it for after a deletion', async () => {
    const before = { ...live('canceled', PRICES.Premium.annual), trialEnd: '2026-01-15T12:00:00.000Z' };
    givenProfile({ plan: 'Basic', stripeCustomerId: CUSTOMER, subscription: before });
    expect((await checkout(PRICES.Premium.annual)).status).toBe(200);
    expect(stripe.checkouts[0]!.trialDays).toBeUndefined();
    expect(trialClaims()).toHaveLength(1);
  });

  it('gives the trial again to the account that claimed it, for a day (its same checkout page), never after', async () => {
    for (const [hoursAgo, trialDays] of [
      [1, 14],
      [24, undefined],
    ] as const) {
      const claimedAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
      givenTrialClaimed(claimedAt);
      givenProfile({ plan: 'Basic', stripeCustomerId: CUSTOMER, trialClaimedAt: claimedAt });
      expect((await checkout(PRICES.Premium.annual)).status).toBe(200);
      expect(stripe.checkouts.at(-1)!.trialDays).toBe(trialDays);
    }
  });

  it('gives the trial back when the checkout page cannot be opened', async () => {
    givenProfile({ plan: 'Basic', stripeCustomerId: CUSTOMER });
    setPayments();
    const answer = await checkout(PRICES.Premium.annual);
    setPayments(stripe);
    expect(answer.status).toBe(503);
    const [claim] = trialClaims();
    const withdrawn = ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input);
    expect(withdrawn).toEqual([
      expect.objectContaining({ Key: claim!.Key, ExpressionAttributeValues: { ':claimedAt': claim!.Item.claimedAt } }),
    ]);
  });

  it('answers 503 with a message the user may read while no Stripe key is configured', async () => {
    givenProfile({ plan: 'Basic' });
    setPayments();
    const answer = await checkout(PRICES.Premium.annual);
    setPayments(stripe);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'UNAVAILABLE', message: 'Payments are not available right now. Please try again later.' });
  });
});

describe('GET /api/payment/manage-subscription', () => {
  it("opens the portal of the caller's own customer, returning to the dashboard", async () => {
    givenProfile({ plan: 'Premium', stripeCustomerId: CUSTOMER, subscription: live() });
    const answer = await call(manageSubscription, routes.manageSubscription);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, url: `https://billing.stripe.test/p/session/${CUSTOMER}` });
    expect(stripe.portals).toEqual([{ customerId: CUSTOMER, returnUrl: 'http://localhost:5173/dashboard' }]);
  });

  it('ignores any customer a caller names: the request carries none, the profile decides', async () => {
    givenProfile({ plan: 'Premium', stripeCustomerId: CUSTOMER, subscription: live() });
    const answer = await call(manageSubscription, routes.manageSubscription, {
      path: '/api/payment/manage-subscription?customer=cus_victim',
      headers: { 'x-customer': 'cus_victim' },
    });
    expect(answer.status).toBe(200);
    expect(stripe.portals.map((portal) => portal.customerId)).toEqual([CUSTOMER]);
  });

  test.each([
    ['no plan', {}],
    ['Basic', { plan: 'Basic' }],
    ['Basic after a cancellation', { plan: 'Basic', stripeCustomerId: CUSTOMER, subscription: live('canceled') }],
  ])('answers 409 NO_SUBSCRIPTION for %s, with no Stripe call', async (_label, profile) => {
    givenProfile(profile);
    const answer = await call(manageSubscription, routes.manageSubscription);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'NO_SUBSCRIPTION' });
    expect(stripe.calls).toEqual([]);
  });
});
