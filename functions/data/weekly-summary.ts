import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanName } from '#shared/plans';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import type { ItemKey } from './item-keys';
import { profileKey, userPartition } from './user-partition';

/**
 * The weekly summary e-mail's data: the sparse index of opted-in users (its key is set and removed
 * with the preference, data/users.ts), the profile fields the sender needs, and one marker item
 * per user and ISO week, `USER#<uid> / JOB#weekly#<week>`, written conditionally so that a retry
 * or a duplicate delivery sends nothing twice. The marker lives in the user's partition, so it
 * goes with the account.
 */

const INDEX = tableSchema.weeklySummaryIndex;

/** Every shard of the index, `WEEKLY#0` … `WEEKLY#<shards-1>`. */
export const weeklySummaryShards = (): string[] => Array.from({ length: INDEX.shards }, (_, shard) => `${INDEX.prefix}${shard}`);

/** One page of the opted-in users of a shard, and where the next page starts (undefined at the end). */
export interface OptedInPage {
  uids: string[];
  next: Record<string, unknown> | undefined;
}

const USER_PREFIX = userPartition('');

/** Reads one page of a shard of the sparse index: keys only, so a page of 1 MB holds thousands of users. */
export async function optedInUsers(shard: string, startKey?: Record<string, unknown>, limit?: number): Promise<OptedInPage> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.name,
      KeyConditionExpression: '#shard = :shard',
      ExpressionAttributeNames: { '#shard': INDEX.partitionKey },
      ExpressionAttributeValues: { ':shard': shard },
      ExclusiveStartKey: startKey,
      ...(limit && { Limit: limit }),
    }),
  );
  const uids = (page?.Items ?? [])
    .map((item) => String(item.pk))
    .filter((pk) => pk.startsWith(USER_PREFIX))
    .map((pk) => pk.slice(USER_PREFIX.length));
  return { uids, next: page?.LastEvaluatedKey };
}

/** What the sender reads of a profile: where to write, whether they still want it, and their plan. */
export interface WeeklyRecipient {
  email: string;
  firstName: string;
  weeklySummary: boolean;
  plan: PlanName | undefined;
  /** Whether they have buddies: the e-mail then carries their own board's kind word. */
  hasBuddies: boolean;
}

/** The recipient fields of the profile, read consistently (an unsubscribe a moment ago must count). */
export async function weeklyRecipient(uid: string): Promise<WeeklyRecipient | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      ProjectionExpression: 'email, firstName, weeklySummary, #plan, buddyCount',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ConsistentRead: true,
    }),
  );
  if (!Item || typeof Item.email !== 'string') return undefined;
  const plan: unknown = Item.plan;
  return {
    email: Item.email,
    firstName: typeof Item.firstName === 'string' ? Item.firstName : '',
    weeklySummary: Item.weeklySummary === true,
    plan: plan === 'Basic' || plan === 'Premium' ? plan : undefined,
    hasBuddies: typeof Item.buddyCount === 'number' && Item.buddyCount > 0,
  };
}

const WEEKLY_JOB_PREFIX = 'JOB#weekly#';

/** The key of the user's marker for one ISO week. */
export const weeklyJobKey = (uid: string, week: string): ItemKey => ({ pk: userPartition(uid), sk: `${WEEKLY_JOB_PREFIX}${week}` });

/** A weekly e-mail as the data export lists it: its week, and when it went out (absent while sending). */
export interface WeeklySend {
  week: string;
  sentAt?: string;
}

/** Whether an item of the user's partition is a weekly e-mail's marker. */
export const isWeeklyJobItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(WEEKLY_JOB_PREFIX);

export function weeklySendOf(item: Record<string, unknown>): WeeklySend {
  const week = String(item.sk).slice(WEEKLY_JOB_PREFIX.length);
  return typeof item.sentAt === 'string' ? { week, sentAt: item.sentAt } : { week };
}

/** How long a marker is kept: past its week, so TTL may remove it (nothing depends on that). */
const MARKER_DAYS = 60;

/**
 * Claims the send a marker stands for: true for the first caller, false for every later one (a
 * retry, a duplicate message, a second run of the fan-out). Every weekly e-mail's marker works so
 * (the guardian's weekly e-mail too: data/guardian-weekly.ts).
 */
export async function claimWeeklyMarker(key: ItemKey, type: string, nowMs: number): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          type,
          status: 'sending',
          claimedAt: new Date(nowMs).toISOString(),
          [tableSchema.ttlAttribute]: Math.floor(nowMs / 1000) + MARKER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  }, false);
}

/** Records that a marker's e-mail went out. */
export async function markWeeklyMarkerSent(key: ItemKey, nowMs: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #status = :sent, sentAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent', ':at': new Date(nowMs).toISOString() },
    }),
  );
}

/**
 * Gives a claim back after the mail provider refused the send, so the queue's retry can try again.
 * Only a claim still `sending`: one that is `sent` stays, whatever happens.
 */
export async function releaseWeeklyMarker(key: ItemKey): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: '#status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending' },
      }),
    );
  }, undefined);
}

/** Claims the user's weekly summary of `week` (claimWeeklyMarker). */
export const claimWeeklySend = (uid: string, week: string, nowMs: number): Promise<boolean> =>
  claimWeeklyMarker(weeklyJobKey(uid, week), 'WeeklySummaryJob', nowMs);

/** Records that the week's summary went out. */
export const markWeeklySent = (uid: string, week: string, nowMs: number): Promise<void> =>
  markWeeklyMarkerSent(weeklyJobKey(uid, week), nowMs);

/** Gives the week's claim back (releaseWeeklyMarker). */
export const releaseWeeklySend = (uid: string, week: string): Promise<void> => releaseWeeklyMarker(weeklyJobKey(uid, week));
