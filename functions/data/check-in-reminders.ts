import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nextReminderAt } from '#shared/reminders';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { dailyCheckInKey } from './daily-check-ins';
import { dueUsers, shardOf, shardsOf, type DuePage } from './due-index';
import { profileKey } from './user-partition';

/**
 * The daily check-in reminder's data: everything is on the profile. The preference
 * (`checkInReminder`, "HH:MM" or 'off', and `reminderTimeZone`) is set through PUT /api/user/; while
 * it is on, the profile also carries the keys of a sparse, sharded index, `reminderShard` and
 * `reminderDueAt` (the next UTC instant of that local time), which the 15-minute job reads, and
 * `reminderDate`, the local date of the last reminder it claimed. All of it goes with the account.
 */

const INDEX = tableSchema.checkInReminderIndex;
/** The profile's bookkeeping for the reminder, kept out of the user's details (data/users.ts). */
export const REMINDER_DATE_ATTRIBUTE = 'reminderDate';

/** The index partition of a user: `REMINDER#<0..shards-1>` from a hash of the uid. */
export const reminderShard = (uid: string): string => shardOf(INDEX, uid);

/** Every shard of the index, `REMINDER#0` … `REMINDER#<shards-1>`. */
export const reminderShards = (): string[] => shardsOf(INDEX);

/**
 * The index attributes a profile carries while its reminder is on: its shard and the next instant,
 * strictly after `now`, at which it is `time` in `timeZone`.
 */
export const reminderIndexKeys = (uid: string, time: string, timeZone: string, now: Date): Record<string, string> => ({
  [INDEX.partitionKey]: reminderShard(uid),
  [INDEX.sortKey]: nextReminderAt(time, timeZone, now).toISOString(),
});

/** The attribute names of the index keys, for an update that removes them. */
export const REMINDER_INDEX_ATTRIBUTES = [INDEX.partitionKey, INDEX.sortKey] as const;

/** One page of a shard's due users, and where the next page starts. */
export type DueReminderPage = DuePage;

/** Reads one page (at most `limit`) of a shard's users whose reminder is due at or before `now` (ISO 8601): keys only. */
export const dueReminders = (shard: string, now: string, limit: number, startKey?: Record<string, unknown>): Promise<DuePage> =>
  dueUsers(INDEX, shard, now, { limit, startKey });

/** What the job reads of a profile: where to write, the reminder as stored, and its bookkeeping. */
export interface ReminderRecipient {
  email: string;
  firstName: string;
  /** "HH:MM", 'off', or undefined when never set. */
  checkInReminder: string | undefined;
  reminderTimeZone: string | undefined;
  /** ISO 8601; undefined when the profile is not in the index. */
  dueAt: string | undefined;
  /** The local date of the last reminder claimed, `YYYY-MM-DD`. */
  lastDate: string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The recipient fields of the profile, read consistently (a change a moment ago must count). */
export async function reminderRecipient(uid: string): Promise<ReminderRecipient | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      ProjectionExpression: 'email, firstName, checkInReminder, reminderTimeZone, #due, #date',
      ExpressionAttributeNames: { '#due': INDEX.sortKey, '#date': REMINDER_DATE_ATTRIBUTE },
      ConsistentRead: true,
    }),
  );
  if (!Item || typeof Item.email !== 'string') return undefined;
  return {
    email: Item.email,
    firstName: text(Item.firstName) ?? '',
    checkInReminder: text(Item.checkInReminder),
    reminderTimeZone: text(Item.reminderTimeZone),
    dueAt: text(Item[INDEX.sortKey]),
    lastDate: text(Item[REMINDER_DATE_ATTRIBUTE]),
  };
}

/** A reminder being claimed: what was read, and where it moves. */
export interface ReminderClaim {
  time: string;
  timeZone: string;
  /** The due instant read (ISO 8601). */
  dueAt: string;
  /** The next due instant (ISO 8601), strictly after now. */
  nextDueAt: string;
  /** The local date of this reminder. */
  date: string;
}

/**
 * Claims the reminder due at `claim.dueAt`: moves it to the next one and records its date, only
 * if the profile still holds that due time, time and zone. Of two runs (or a retry, or a change in
 * Settings a moment ago) exactly one claims it.
 * @returns false when the reminder was not there to claim.
 */
export async function claimReminder(uid: string, claim: ReminderClaim): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET #due = :next, #date = :date',
        ConditionExpression: '#due = :due AND checkInReminder = :time AND reminderTimeZone = :zone',
        ExpressionAttributeNames: { '#due': INDEX.sortKey, '#date': REMINDER_DATE_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':next': claim.nextDueAt,
          ':date': claim.date,
          ':due': claim.dueAt,
          ':time': claim.time,
          ':zone': claim.timeZone,
        },
      }),
    );
    return true;
  }, false);
}

/**
 * Gives a claimed reminder back after the mail provider refused it: the due time and date as they
 * were, so the next tick tries again; unless the user changed the reminder meanwhile, which stays.
 */
export async function releaseReminder(uid: string, claim: ReminderClaim, lastDate: string | undefined): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: lastDate ? 'SET #due = :due, #date = :last' : 'SET #due = :due REMOVE #date',
        ConditionExpression: '#due = :next AND checkInReminder = :time AND reminderTimeZone = :zone',
        ExpressionAttributeNames: { '#due': INDEX.sortKey, '#date': REMINDER_DATE_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':due': claim.dueAt,
          ':next': claim.nextDueAt,
          ':time': claim.time,
          ':zone': claim.timeZone,
          ...(lastDate && { ':last': lastDate }),
        },
      }),
    );
  }, undefined);
}

/**
 * Takes a profile out of the index when its reminder cannot be scheduled (stored as off, or with
 * a time or zone this runtime does not read): only if it still holds the due time read.
 */
export async function dropReminder(uid: string, dueAt: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'REMOVE #shard, #due',
        ConditionExpression: '#due = :due',
        ExpressionAttributeNames: { '#shard': INDEX.partitionKey, '#due': INDEX.sortKey },
        ExpressionAttributeValues: { ':due': dueAt },
      }),
    );
  }, undefined);
}

/** Whether the user has a daily check-in for the local date `date` (one small GetItem, keys only). */
export async function hasCheckInOn(uid: string, date: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: dailyCheckInKey(uid, date), ProjectionExpression: 'pk', ConsistentRead: true }),
  );
  return Boolean(Item);
}
