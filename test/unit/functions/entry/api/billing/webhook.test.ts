import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../../../../functions/entry/api/billing/webhook';
import { localMailbox } from '../../../../../../functions/providers/mail';
import { setPayments } from '../../../../../../functions/providers/payments';
import { resetWebhookSecret } from '../../../../../../functions/providers/payments/events';
import { routes } from '#shared/routes';
import { givenEmptyTable, mockDocumentClient, profileItem, profileKey } from '../../../../../fixtures/dynamo';
import { useTestEnv } from '../../../../../fixtures/env';
import { routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import {
  checkoutCompleted,
  FakePayments,
  invoiceEvent,
  PRICES,
  signedDelivery,
  stripeEvent,
  subscription,
  subscriptionEvent,
  WEBHOOK_SECRET,
} from '../../../../../fixtures/stripe';

/**
 * POST /api/payment/webhook: deliveries signed by the Stripe library; Stripe itself is the fake
 * payments port (what a read-back returns), the table is mocked.
 */

const ddb = mockDocumentClient();
const UID = 'payer-uid';
const CUSTOMER = `cus_${UID}`;
let stripe: FakePayments;

const eventRecordKey = (id: string) => ({ pk: `STRIPE_EVENT#${id}`, sk: 'EVENT' });

beforeEach(() => {
  useTestEnv({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  resetWebhookSecret();
  ddb.reset();
  givenEmptyTable(ddb);
  ddb.on(GetCommand, { Key: profileKey(UID) }).resolves({ Item: profileItem(UID, { stripeCustomerId: CUSTOMER }) });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(PutCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  stripe = new FakePayments();
  stripe.addCustomer(UID, CUSTOMER);
  setPayments(stripe);
});
afterAll(() => {
  ddb.restore();
  setPayments();
});

/** Delivers a signed event, as Stripe does. */
function deliver(event: unknown, sign: Parameters<typeof signedDelivery>[1] = {}) {
  const { body, signature } = signedDelivery(event, sign);
  return invoke(handler, routeEvent(routes.stripeWebhook, { body, headers: { 'Stripe-Signature': signature } }));
}

/** The plan and subscription each UpdateCommand wrote to the profile, in order. */
const writes = () =>
  ddb.commandCalls(UpdateCommand).map((call) => {
    const values = call.args[0].input.ExpressionAttributeValues as Record<string, { status?: string }>;
    return { plan: values[':plan'], status: values[':subscription']?.status, key: call.args[0].input.Key };
  });

const mailsTo = (to: string) =>
  localMailbox()!
    .list()
    .filter((mail) => mail.to === to);

describe('POST /api/payment/webhook: signatures', () => {
  it('refuses a delivery signed with another secret: 400, nothing read, nothing written', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const answer = await deliver(subscriptionEvent('customer.subscription.updated', snapshot), { secret: 'whsec_someone_else' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'The webhook signature is not valid.' });
    expect(ddb.calls()).toHaveLength(0);
    expect(stripe.calls).toEqual([]);
  });

  it('refuses a stale timestamp (a replay more than 5 minutes old) the same way, and accepts one just under 5 minutes', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const answer = await deliver(subscriptionEvent('customer.subscription.updated', snapshot), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(answer.status).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
    const recent = await deliver(subscriptionEvent('customer.subscription.updated', snapshot), {
      timestamp: Math.floor(Date.now() / 1000) - 290,
    });
    expect(recent.status).toBe(200);
  });

  it('refuses a tampered body whose signature was computed over the original', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const { body, signature } = signedDelivery(subscriptionEvent('customer.subscription.updated', snapshot));
    const tampered = body.replace('"trialing"', '"active"');
    const answer = await invoke(handler, routeEvent(routes.stripeWebhook, { body: tampered, headers: { 'stripe-signature': signature } }));
    expect(answer.status).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a delivery without a signature header', async () => {
    const answer = await invoke(handler, routeEvent(routes.stripeWebhook, { body: JSON.stringify(stripeEvent('invoice.paid', {})) }));
    expect(answer.status).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('verifies the exact bytes when API Gateway hands the body over base64-encoded', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const { body, signature } = signedDelivery(subscriptionEvent('customer.subscription.created', snapshot));
    const answer = await invoke(
      handler,
      routeEvent(routes.stripeWebhook, {
        body,
        isBase64Encoded: true,
        contentType: 'application/octet-stream',
        headers: { 'stripe-signature': signature },
      }),
    );
    expect(answer.status).toBe(200);
    expect(writes()).toEqual([{ plan: 'Premium', status: 'trialing', key: profileKey(UID) }]);
  });

  it('answers 503 (Stripe retries) while no signing secret is configured', async () => {
    useTestEnv();
    resetWebhookSecret();
    const answer = await deliver(stripeEvent('invoice.paid', {}));
    expect(answer.status).toBe(503);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('POST /api/payment/webhook: applying events', () => {
  it('ignores event types it does not handle: 200, nothing written', async () => {
    const answer = await deliver(stripeEvent('customer.created', { id: CUSTOMER, object: 'customer' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('starts a trial from checkout.session.completed: Premium, trialing, trial end stored, the trial claim spent; the event recorded after', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const event = checkoutCompleted(snapshot, UID);
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update).toMatchObject({
      Key: profileKey(UID),
      UpdateExpression: 'SET #plan = :plan, #sub = :subscription REMOVE trialClaimedAt',
      ExpressionAttributeValues: {
        ':customer': CUSTOMER,
        ':plan': 'Premium',
        ':subscription': {
          id: snapshot.id,
          status: 'trialing',
          priceId: PRICES.Premium.annual,
          interval: 'annual',
          trialEnd: new Date(snapshot.trialEnd! * 1000).toISOString(),
          cancelAtPeriodEnd: false,
        },
      },
    });
    expect(update.ConditionExpression).toContain('stripeCustomerId = :customer');
    const record = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(record.Item).toMatchObject(eventRecordKey(event.id));
    expect(record.ConditionExpression).toBe('attribute_not_exists(pk) OR #expiresAt <= :now');
    // Applied first, recorded second: a failure in between only means the state is applied again.
    const order = ddb
      .calls()
      .map((call) => call.args[0].constructor.name)
      .filter((name) => name !== 'GetCommand');
    expect(order).toEqual(['UpdateCommand', 'PutCommand']);
  });

  it('writes the state read back from Stripe, not the copy in the event', async () => {
    const stale = subscription({ customerId: CUSTOMER, status: 'active', priceId: PRICES.Premium.monthly, interval: 'monthly' });
    stripe.setSubscription({ ...stale, status: 'canceled' });
    const answer = await deliver(subscriptionEvent('customer.subscription.created', stale));
    expect(answer.status).toBe(200);
    expect(stripe.calls).toContain(`retrieveSubscription:${stale.id}`);
    expect(writes()).toEqual([{ plan: 'Basic', status: 'canceled', key: profileKey(UID) }]);
  });

  it('cancel drops to Basic; a canceled subscription may not replace another, live one', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER, status: 'canceled' }));
    await deliver(subscriptionEvent('customer.subscription.deleted', snapshot));
    expect(writes()).toEqual([{ plan: 'Basic', status: 'canceled', key: profileKey(UID) }]);
    const condition = ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression;
    expect(condition).toContain('#sub.id = :id OR NOT #sub.#status IN (:active, :trialing, :pastDue)');
  });

  it('a failed payment keeps Premium while Stripe retries (past_due), and drops to Basic once unpaid', async () => {
    const base = subscription({ customerId: CUSTOMER, status: 'past_due', trialEnd: undefined });
    stripe.setSubscription(base);
    await deliver(invoiceEvent('invoice.payment_failed', base));
    stripe.setSubscription({ ...base, status: 'unpaid' });
    await deliver(invoiceEvent('invoice.payment_failed', base));
    expect(writes().map(({ plan, status }) => [plan, status])).toEqual([
      ['Premium', 'past_due'],
      ['Basic', 'unpaid'],
    ]);
  });

  it('invoice.paid brings the subscription back to active, also from an invoice in the pre-2025 shape', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER, status: 'active', trialEnd: undefined }));
    const legacy = stripeEvent('invoice.paid', { id: 'in_legacy', object: 'invoice', customer: CUSTOMER, subscription: snapshot.id });
    expect((await deliver(legacy)).status).toBe(200);
    expect(writes()).toEqual([{ plan: 'Premium', status: 'active', key: profileKey(UID) }]);
  });

  it('applies a duplicate delivery once: a recorded event is answered 200 without reading Stripe', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const event = subscriptionEvent('customer.subscription.updated', snapshot);
    ddb.on(GetCommand, { Key: eventRecordKey(event.id) }).resolves({
      Item: { ...eventRecordKey(event.id), expiresAt: Math.floor(Date.now() / 1000) + 3600 },
    });
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    expect(stripe.calls).toEqual([]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('treats an expired record (the local engine keeps them) as absent', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const event = subscriptionEvent('customer.subscription.updated', snapshot);
    ddb.on(GetCommand, { Key: eventRecordKey(event.id) }).resolves({ Item: { ...eventRecordKey(event.id), expiresAt: 1 } });
    await deliver(event);
    expect(writes()).toHaveLength(1);
  });

  it('answers 500 and records nothing when the state cannot be written, so Stripe retries', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    ddb.on(UpdateCommand).rejects(new Error('throttled'));
    const answer = await deliver(subscriptionEvent('customer.subscription.updated', snapshot));
    expect(answer.status).toBe(500);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 500 when Stripe cannot be read, writing nothing', async () => {
    const snapshot = subscription({ customerId: CUSTOMER });
    stripe.retrieveSubscription = () => Promise.reject(new Error('Stripe is down'));
    const answer = await deliver(subscriptionEvent('customer.subscription.updated', snapshot));
    expect(answer.status).toBe(500);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('changes no profile for a customer that is not ours (no uid in its metadata)', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: 'cus_stranger' }));
    const answer = await deliver(subscriptionEvent('customer.subscription.updated', snapshot));
    expect(answer.status).toBe(200);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('POST /api/payment/webhook: the trial e-mail', () => {
  const to = profileItem(UID).email;
  beforeEach(() => {
    // The local mailbox is one per process: start each test from the messages already there.
    for (const mail of mailsTo(to)) mail.to = 'read@example.test';
  });

  it('sends one e-mail when the trial is about to end, recording the event before sending', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER, trialEnd: Date.UTC(2030, 2, 5, 12) / 1000 }));
    const answer = await deliver(subscriptionEvent('customer.subscription.trial_will_end', snapshot));
    expect(answer.status).toBe(200);
    const mails = mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Blue Guardian Premium trial ends soon');
    expect(mails[0]!.text).toContain('Hi Ada,');
    expect(mails[0]!.text).toContain('ends on March 5, 2030');
    expect(mails[0]!.text).toContain('$96 a year ($8 a month)');
    expect(mails[0]!.text).toContain('http://localhost:5173/dashboard');
    expect(mails[0]!.text).toContain('To keep Premium, you need not do anything.');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('after a crisis still sends the billing notice, with its date and price but no nudge to keep Premium', async () => {
    // Prepare
    const lastCrisisAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    ddb.on(GetCommand, { Key: profileKey(UID) }).resolves({ Item: profileItem(UID, { stripeCustomerId: CUSTOMER, lastCrisisAt }) });
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER, trialEnd: Date.UTC(2030, 2, 5, 12) / 1000 }));
    // Act
    await deliver(subscriptionEvent('customer.subscription.trial_will_end', snapshot));
    // Assess
    const [mail] = mailsTo(to);
    expect(mail!.text).toContain('ends on March 5, 2030');
    expect(mail!.text).toContain('$96 a year ($8 a month)');
    expect(mail!.text).toContain('To cancel before you are charged');
    expect(mail!.text).not.toContain('To keep Premium');
    expect(mail!.html).not.toContain('To keep Premium');
  });

  it('sends nothing when another delivery of the event recorded it first', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    ddb.on(PutCommand).rejects(Object.assign(new Error('taken'), { name: 'ConditionalCheckFailedException' }));
    const answer = await deliver(subscriptionEvent('customer.subscription.trial_will_end', snapshot));
    expect(answer.status).toBe(200);
    expect(mailsTo(to)).toHaveLength(0);
  });

  it('removes the record and answers 500 when sending fails, so the retry sends it', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER }));
    const mailbox = localMailbox()!;
    const send = jest.spyOn(mailbox, 'send').mockRejectedValueOnce(new Error('SES throttled'));
    const event = subscriptionEvent('customer.subscription.trial_will_end', snapshot);
    const answer = await deliver(event);
    expect(answer.status).toBe(500);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([eventRecordKey(event.id)]);
    send.mockRestore();
  });

  it('sends nothing for a subscription no longer trialing', async () => {
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER, status: 'canceled' }));
    await deliver(subscriptionEvent('customer.subscription.trial_will_end', snapshot));
    expect(mailsTo(to)).toHaveLength(0);
  });
});

describe('POST /api/payment/webhook: the landing page notification', () => {
  const noted = () =>
    ddb
      .commandCalls(PutCommand)
      .map((call) => call.args[0].input.Item!)
      .filter((item) => item.pk === 'RECENT_SUBSCRIPTIONS');

  it('notes a live Premium subscription by its start time alone', async () => {
    const startedAt = Math.floor(Date.now() / 1000) - 3600;
    const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER, status: 'active', startedAt }));
    await deliver(subscriptionEvent('customer.subscription.created', snapshot));
    expect(noted()).toEqual([
      {
        pk: 'RECENT_SUBSCRIPTIONS',
        sk: expect.any(String),
        type: 'RecentSubscription',
        at: new Date(startedAt * 1000).toISOString(),
        expiresAt: startedAt + 7 * 86_400,
      },
    ]);
    expect(JSON.stringify(noted())).not.toMatch(new RegExp(`${UID}|${CUSTOMER}|${snapshot.id}|@`));
  });

  it('notes nothing for a subscription that gives no Premium', async () => {
    const startedAt = Math.floor(Date.now() / 1000) - 3600;
    for (const status of ['canceled', 'incomplete']) {
      const snapshot = stripe.setSubscription(subscription({ customerId: CUSTOMER, status, startedAt }));
      await deliver(subscriptionEvent('customer.subscription.updated', snapshot));
    }
    const basic = stripe.setSubscription(
      subscription({ customerId: CUSTOMER, status: 'active', priceId: PRICES.Basic.monthly, startedAt }),
    );
    await deliver(subscriptionEvent('customer.subscription.updated', basic));
    expect(noted()).toEqual([]);
  });
});
