import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { profileKey, userPartition } from './user-partition';
import { dueUsers, shardOf, shardsOf } from './due-index';

/**
 * The check-in e-mail's data: one item per user, `USER#<uid> / FOLLOW_UP`, holding
 * only when their latest tier (b) or (c) moment was (`crisisAt`) and when the e-mail is due
 * (`dueAt`), on a sparse, sharded index the hourly job reads. Written whether or not the user
 * opted in (SAFETY.md 14: kept without content), so turning the e-mails on later still covers
 * it; the job decides at the due time. It lives in the user's partition, so it goes with the account.
 */

const INDEX = tableSchema.followUpIndex;
const FOLLOW_UP_SK = 'FOLLOW_UP';
/** How long after the crisis moment the e-mail is due: "if the user does not come back within 24 hours". */
export const FOLLOW_UP_DELAY_MS = 24 * 60 * 60 * 1000;
/** Past its due time an unsent item may be removed by TTL (the job deletes it long before). */
const EXPIRES_AFTER_DUE_DAYS = 30;

export const followUpKey = (uid: string) => ({ pk: userPartition(uid), sk: FOLLOW_UP_SK });

/** The index partition of a user: `FOLLOWUP#<0..shards-1>` from a hash of the uid. */
export const followUpShard = (uid: string): string => shardOf(INDEX, uid);

/** Every shard of the index, `FOLLOWUP#0` … `FOLLOWUP#<shards-1>`. */
export const followUpShards = (): string[] => shardsOf(INDEX);

/** A waiting follow-up: both times ISO 8601. */
export interface FollowUp {
  crisisAt: string;
  dueAt: string;
}

/** The stored item of a follow-up: its times, the index keys, and a TTL well past its due time. */
function followUpItem(uid: string, { crisisAt, dueAt }: FollowUp): Record<string, unknown> {
  return {
    ...followUpKey(uid),
    type: 'FollowUp',
    crisisAt,
    [INDEX.sortKey]: dueAt,
    [INDEX.partitionKey]: followUpShard(uid),
    [tableSchema.ttlAttribute]: Math.floor(Date.parse(dueAt) / 1000) + EXPIRES_AFTER_DUE_DAYS * 86_400,
  };
}

/**
 * Schedules the user's follow-up for the crisis moment at `crisisAt` (ISO 8601), due a day later.
 * A newer moment moves the one item later; an older one (a reply racing another) changes nothing.
 */
export async function scheduleFollowUp(uid: string, crisisAt: string): Promise<void> {
  const dueMs = Date.parse(crisisAt) + FOLLOW_UP_DELAY_MS;
  await unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: followUpItem(uid, { crisisAt, dueAt: new Date(dueMs).toISOString() }),
        ConditionExpression: 'attribute_not_exists(pk) OR crisisAt < :crisisAt',
        ExpressionAttributeValues: { ':crisisAt': crisisAt },
      }),
    );
  }, undefined);
}

export type { DuePage } from './due-index';

/** Reads one page of a shard's items due at or before `now` (ISO 8601): keys only. */
export const dueFollowUps = (shard: string, now: string, startKey?: Record<string, unknown>) => dueUsers(INDEX, shard, now, { startKey });

/**
 * Takes the user's follow-up if it is still due at `now`: a conditional delete, so of two runs
 * (or a retry) exactly one gets it, and an item a newer crisis moved later stays.
 * @returns the item taken, or undefined when there was none due.
 */
export async function takeDueFollowUp(uid: string, now: string): Promise<FollowUp | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: followUpKey(uid),
        ConditionExpression: '#due <= :now',
        ExpressionAttributeNames: { '#due': INDEX.sortKey },
        ExpressionAttributeValues: { ':now': now },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? followUpOf(Attributes) : undefined;
  }, undefined);
}

/**
 * Puts a taken follow-up back after the mail provider refused it, so the next run tries again;
 * unless a newer one was scheduled meanwhile, which stays.
 */
export async function restoreFollowUp(uid: string, followUp: FollowUp): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: followUpItem(uid, followUp),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }, undefined);
}

/** What the job reads of a profile to decide: where to write, whether they want it, when they were last here. */
export interface FollowUpRecipient {
  email: string;
  firstName: string;
  checkInEmails: boolean;
  lastActiveAt: string | undefined;
}

/** The recipient fields of the profile, read consistently (a return or an opt-out a moment ago must count). */
export async function followUpRecipient(uid: string): Promise<FollowUpRecipient | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      ProjectionExpression: 'email, firstName, checkInEmails, lastActiveAt',
      ConsistentRead: true,
    }),
  );
  if (!Item || typeof Item.email !== 'string') return undefined;
  return {
    email: Item.email,
    firstName: typeof Item.firstName === 'string' ? Item.firstName : '',
    checkInEmails: Item.checkInEmails === true,
    lastActiveAt: typeof Item.lastActiveAt === 'string' ? Item.lastActiveAt : undefined,
  };
}

/** Whether an item of the user's partition is their follow-up. */
export const isFollowUpItem = (item: Record<string, unknown>): boolean => item.sk === FOLLOW_UP_SK;

export const followUpOf = (item: Record<string, unknown>): FollowUp => ({
  crisisAt: String(item.crisisAt),
  dueAt: String(item[INDEX.sortKey]),
});
