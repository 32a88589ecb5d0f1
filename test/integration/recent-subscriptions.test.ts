import Stripe from 'stripe';
import { recentSubscriptionTimes, recordSubscriptionStart } from '../../functions/data/recent-subscriptions';
import { Caller, signedInCaller, startApi } from './api';
import { localStripe, stripeClient } from './local-stripe';
import { itemsOf } from './table';

/**
 * The landing page's notification of real recent subscriptions, on the local table: a Premium
 * subscription's start is stored once, with nothing about the person, for 7 days, and a public
 * route answers the most recent start times.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DAY_MS = 86_400_000;
/** A moment far from the other tests' subscriptions, so this partition's items of "now" are only this test's. */
const FUTURE_MS = Date.UTC(2091, 4, 1, 12);
const seconds = (ms: number) => Math.floor(ms / 1000);
const recent = () => new Caller(api.baseUrl).get('/api/payment/recent-subscriptions');

describe('the record of a subscription start', () => {
  it('is stored once per subscription, however many events name it, and holds only the time', async () => {
    const startedAt = seconds(FUTURE_MS - 2 * 3_600_000);
    expect(await recordSubscriptionStart('sub_once', startedAt, FUTURE_MS)).toBe(true);
    expect(await recordSubscriptionStart('sub_once', startedAt, FUTURE_MS + 60_000)).toBe(false);

    const at = new Date(startedAt * 1000).toISOString();
    expect(await recentSubscriptionTimes(5, FUTURE_MS)).toEqual([at]);
    const [item, ...more] = (await itemsOf('RECENT_SUBSCRIPTIONS')).filter((it) => it.at === at);
    expect(more).toEqual([]);
    expect(Object.keys(item!).sort()).toEqual(['at', 'expiresAt', 'pk', 'sk', 'type']);
    expect(JSON.stringify(item)).not.toContain('sub_once');
    expect(item!.expiresAt).toBe(startedAt + 7 * 86_400);
  });

  it('is gone from the answer 7 days after the start, and a start already that old is not stored', async () => {
    const startedAt = seconds(FUTURE_MS + 10 * DAY_MS);
    await recordSubscriptionStart('sub_expiring', startedAt, FUTURE_MS + 10 * DAY_MS);
    expect(await recentSubscriptionTimes(5, FUTURE_MS + 16 * DAY_MS)).toEqual([new Date(startedAt * 1000).toISOString()]);
    expect(await recentSubscriptionTimes(5, FUTURE_MS + 17 * DAY_MS + 1000)).toEqual([]);

    expect(await recordSubscriptionStart('sub_old', seconds(FUTURE_MS + 30 * DAY_MS), FUTURE_MS + 38 * DAY_MS)).toBe(false);
  });

  it('answers the newest first, at most the number asked for', async () => {
    const base = FUTURE_MS + 100 * DAY_MS;
    for (let hour = 1; hour <= 7; hour++) await recordSubscriptionStart(`sub_many_${hour}`, seconds(base - hour * 3_600_000), base);
    const times = await recentSubscriptionTimes(5, base);
    expect(times).toEqual([1, 2, 3, 4, 5].map((hour) => new Date(base - hour * 3_600_000).toISOString()));
  });
});

describe('GET /api/payment/recent-subscriptions', () => {
  it('answers anyone, signed in or not, with the start time of a Premium subscription just paid for, once', async () => {
    const caller = await signedInCaller(api.baseUrl);
    const started = await caller.post(
      `/api/payment/create-subscription/${process.env.STRIPE_PRICE_PREMIUM_MONTHLY ?? 'price_premium_monthly_local'}`,
    );
    expect(started.status).toBe(200);
    const sessionId = new URL(String(started.body.url)).pathname.split('/').pop()!;
    await localStripe.payCheckout(sessionId);
    const session = await stripeClient().checkout.sessions.retrieve(sessionId);
    const subscription = await stripeClient().subscriptions.retrieve(String(session.subscription));
    const startedIso = new Date(subscription.start_date * 1000).toISOString();

    // Another event of the same subscription adds nothing.
    const event = { id: `evt_again_${Date.now()}`, object: 'event', type: 'customer.subscription.updated', data: { object: subscription } };
    const body = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: process.env.STRIPE_WEBHOOK_SECRET! });
    expect((await new Caller(api.baseUrl).request('POST', '/api/payment/webhook', body, { 'stripe-signature': signature })).status).toBe(
      200,
    );

    const res = await recent();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['subscribedAt', 'success']);
    const times = res.body.subscribedAt as string[];
    expect(times[0]).toBe(startedIso);
    expect(times.filter((time) => time === startedIso)).toHaveLength(1);
    expect(times.length).toBeLessThanOrEqual(5);
    expect((await caller.get('/api/payment/recent-subscriptions')).body).toEqual(res.body);
  });

  it('may be kept by caches a while, since it is the same for everyone', async () => {
    const response = await fetch(`${api.baseUrl}/api/payment/recent-subscriptions`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
