import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanName } from '#shared/plans';
import type { BillingInterval } from '#shared/pricing';
import { AGE_CONFIRMATIONS, type AgeConfirmation } from '#shared/safety';
import { db, isConditionFailed, tableName, unlessConditionFails } from './client';
import { tableSchema } from '#shared/table-schema';
import { profileKey } from './user-partition';

/**
 * Billing on the profile item: the plan (`plan`, read by the entitlement checks through
 * users.ts getPlan), the payment provider's customer id (`stripeCustomerId`, stored once), the
 * subscription as the provider last reported it (`subscription`) and the account's open claim of
 * the free trial (`trialClaimedAt`). Plus one item per webhook event applied,
 * `STRIPE_EVENT#<id> / EVENT`, so that an event is handled once.
 */

/** Statuses under which a subscription gives its plan: Stripe retries the payment while past_due. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;
export const isLive = (status: string | undefined): boolean => (LIVE_STATUSES as readonly string[]).includes(status ?? '');

/** The subscription's state as stored on the profile; times are ISO 8601. */
export interface StoredSubscription {
  id: string;
  status: string;
  priceId: string;
  interval?: BillingInterval;
  trialEnd?: string;
  currentPeriodEnd?: string;
  cancelAtPeriodEnd: boolean;
}

export interface Billing {
  plan?: PlanName;
  customerId?: string;
  subscription?: StoredSubscription;
  /** For the e-mails the webhook sends: the profile's address and first name. */
  email?: string;
  firstName?: string;
  /**
   * When this account claimed the free trial, until a subscription with the trial is reported:
   * while it is set, the account may reopen that checkout (functions/domain/payment/free-trial.ts).
   */
  trialClaimedAt?: string;
  /** The profile's last tier (b) or (c) moment (data/users.ts recordLastCrisis), for the e-mails. */
  lastCrisisAt?: string;
  /** How the terms' age rule was confirmed: a minor's own checkout is refused (domain/payment/checkout.ts). */
  ageConfirmation?: AgeConfirmation;
}

/** The billing attributes of the profile, read consistently; undefined when there is no profile. */
export async function getBilling(uid: string): Promise<Billing | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      ProjectionExpression: '#pk, #plan, #customer, #sub, #email, #firstName, #trial, #crisis, #age',
      ExpressionAttributeNames: {
        '#pk': 'pk',
        '#plan': 'plan',
        '#customer': 'stripeCustomerId',
        '#sub': 'subscription',
        '#email': 'email',
        '#firstName': 'firstName',
        '#trial': 'trialClaimedAt',
        '#crisis': 'lastCrisisAt',
        '#age': 'ageConfirmation',
      },
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  const plan: unknown = Item.plan;
  return {
    ...((plan === 'Basic' || plan === 'Premium') && { plan }),
    ...(typeof Item.stripeCustomerId === 'string' && { customerId: Item.stripeCustomerId }),
    ...(Item.subscription && { subscription: Item.subscription as StoredSubscription }),
    ...(typeof Item.email === 'string' && { email: Item.email }),
    ...(typeof Item.firstName === 'string' && { firstName: Item.firstName }),
    ...(typeof Item.trialClaimedAt === 'string' && { trialClaimedAt: Item.trialClaimedAt }),
    ...(typeof Item.lastCrisisAt === 'string' && { lastCrisisAt: Item.lastCrisisAt }),
    ...((AGE_CONFIRMATIONS as readonly unknown[]).includes(Item.ageConfirmation) && {
      ageConfirmation: Item.ageConfirmation as AgeConfirmation,
    }),
  };
}

/** Notes on the profile that this account made the free trial's claim of `claimedAt`. */
export async function storeTrialClaim(uid: string, claimedAt: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      UpdateExpression: 'SET trialClaimedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': claimedAt },
    }),
  );
}

/**
 * Stores the customer id on the profile unless one is stored already (conditional, so two requests
 * racing cannot both set one).
 * @returns the customer id the profile holds afterwards, or undefined when there is no profile.
 */
export async function storeCustomerId(uid: string, customerId: string): Promise<string | undefined> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET stripeCustomerId = :id',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(stripeCustomerId)',
        ExpressionAttributeValues: { ':id': customerId },
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return (await getBilling(uid))?.customerId;
  }
}

/** What applying a subscription's state did. */
export type ApplyOutcome = 'applied' | 'not-ours' | 'superseded';

/**
 * Writes the plan and the subscription's state, in one update, onto the profile whose customer id
 * is `customerId` (so an event can only ever change its own customer's profile, and never
 * recreates a deleted one). A subscription that is not live does not replace another, live one:
 * a late event of an old subscription must not undo a newer one.
 */
export async function applySubscription(
  uid: string,
  customerId: string,
  plan: PlanName,
  subscription: StoredSubscription,
): Promise<ApplyOutcome> {
  const live = isLive(subscription.status);
  const values: Record<string, unknown> = { ':customer': customerId, ':plan': plan, ':subscription': subscription };
  let condition = 'attribute_exists(pk) AND stripeCustomerId = :customer';
  if (!live) {
    condition += ' AND (attribute_not_exists(#sub) OR #sub.id = :id OR NOT #sub.#status IN (:active, :trialing, :pastDue))';
    Object.assign(values, { ':id': subscription.id, ':active': 'active', ':trialing': 'trialing', ':pastDue': 'past_due' });
  }
  // A subscription with the trial spends the account's claim: its checkout is not offered again.
  const spent = subscription.trialEnd ? ' REMOVE trialClaimedAt' : '';
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: `SET #plan = :plan, #sub = :subscription${spent}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#plan': 'plan', '#sub': 'subscription', ...(!live && { '#status': 'status' }) },
        ExpressionAttributeValues: values,
      }),
    );
    return 'applied';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const billing = await getBilling(uid);
    return billing?.customerId === customerId ? 'superseded' : 'not-ours';
  }
}

/** What choosing Basic did. */
export type ChooseBasicOutcome = 'set' | 'subscribed' | 'no-profile';

/**
 * Sets the plan to Basic unless a live subscription is stored (conditional, so a subscription that
 * a webhook stores at the same moment is not overwritten).
 */
export async function chooseBasic(uid: string): Promise<ChooseBasicOutcome> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET #plan = :basic',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#sub) OR NOT #sub.#status IN (:active, :trialing, :pastDue))',
        ExpressionAttributeNames: { '#plan': 'plan', '#sub': 'subscription', '#status': 'status' },
        ExpressionAttributeValues: { ':basic': 'Basic', ':active': 'active', ':trialing': 'trialing', ':pastDue': 'past_due' },
      }),
    );
    return 'set';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return (await getBilling(uid)) ? 'subscribed' : 'no-profile';
  }
}

/**
 * Webhook events. Stripe retries an event for up to three days; a record lives 30, which covers
 * that and any replay from the dashboard. Expired records are ignored on read (the local engine
 * has no TTL), and DynamoDB TTL removes them in AWS.
 */
export const EVENT_RECORD_DAYS = 30;

export const eventKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });

/** Whether the event was applied already (a live record exists). */
export async function isEventRecorded(eventId: string, nowMs = Date.now()): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: eventKey(eventId), ConsistentRead: true }));
  return Item !== undefined && Number(Item[tableSchema.ttlAttribute]) > Math.floor(nowMs / 1000);
}

/**
 * Records the event as applied, unless a live record exists (conditional).
 * @returns false when it was recorded already: another delivery of it got there first.
 */
export async function recordEvent(eventId: string, type: string, nowMs = Date.now()): Promise<boolean> {
  const now = Math.floor(nowMs / 1000);
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...eventKey(eventId), type: 'StripeEvent', eventType: type, [tableSchema.ttlAttribute]: now + EVENT_RECORD_DAYS * 86_400 },
        ConditionExpression: 'attribute_not_exists(pk) OR #expiresAt <= :now',
        ExpressionAttributeNames: { '#expiresAt': tableSchema.ttlAttribute },
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  }, false);
}

/** Removes an event's record, so that Stripe's retry handles it again (a side effect failed). */
export async function forgetEvent(eventId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: eventKey(eventId) }));
}
