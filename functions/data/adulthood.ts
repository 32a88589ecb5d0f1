import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { certainlyAdultFrom } from '#shared/guardian';
import { tableSchema } from '#shared/table-schema';
import { recordAddressAgeGroup } from './address-age-groups';
import { db, tableName, unlessConditionFails } from './client';
import { dueUsers, shardOf, shardsOf, type DuePage, type ShardedIndex } from './due-index';
import type { ItemKey } from './item-keys';
import { profileKey, userPartition } from './user-partition';

/**
 * When a teen's birth year certainly makes them 18 (shared/guardian.ts certainlyAdultFrom): one
 * item, `USER#<uid> / ADULTHOOD`, written when the birth year is recorded, on the follow-ups'
 * sparse index in partitions of its own (`ADULTHOOD#<shard>`, which the follow-ups job never
 * reads) with the day as its due time, so the daily job reads each shard's due teens with one key
 * condition, never a Scan, and nobody has to come back first. It lives in the teen's partition,
 * so it goes with the account; the job deletes it once the links have ended.
 */

export const ADULTHOOD_INDEX: ShardedIndex = { ...tableSchema.followUpIndex, prefix: 'ADULTHOOD#' };
const ADULTHOOD_SK = 'ADULTHOOD';

export const adulthoodKey = (uid: string): ItemKey => ({ pk: userPartition(uid), sk: ADULTHOOD_SK });

/** Every partition of the due teens in the index. */
export const adulthoodShards = (): string[] => shardsOf(ADULTHOOD_INDEX);

/** Records the day the teen's birth year certainly makes them 18. */
export async function scheduleAdulthood(uid: string, birthYear: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...adulthoodKey(uid),
        type: 'Adulthood',
        [ADULTHOOD_INDEX.partitionKey]: shardOf(ADULTHOOD_INDEX, uid),
        [ADULTHOOD_INDEX.sortKey]: certainlyAdultFrom(birthYear),
      },
    }),
  );
}

/** One page of a shard's teens whose day has come by `now` (ISO 8601). */
export const dueAdults = (shard: string, now: string, startKey?: Record<string, unknown>): Promise<DuePage> =>
  dueUsers(ADULTHOOD_INDEX, shard, now, { startKey });

/** Removes the teen's day (done, or no longer a teen's account). */
export async function forgetAdulthood(uid: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: adulthoodKey(uid) }));
}

/**
 * Makes a teen's account an adult's: `ageConfirmation` becomes `adult` (only from `guardian`, so
 * a repeat changes nothing), the days to confirm go, and the address's age group follows
 * (data/address-age-groups.ts). False when it was not a teen's account.
 */
export async function markAdult(uid: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET ageConfirmation = :adult REMOVE guardianDueAt',
        ConditionExpression: 'ageConfirmation = :guardian',
        ExpressionAttributeValues: { ':adult': 'adult', ':guardian': 'guardian' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (typeof Attributes?.email === 'string') await recordAddressAgeGroup(uid, Attributes.email, 'adult');
    return true;
  }, false);
}
