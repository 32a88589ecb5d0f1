import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { shardOf, shardsOf, type ShardedIndex } from './due-index';
import { guardianLinkKey } from './guardians';
import type { ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * The guardian's opt-in weekly e-mail of a linked teen's counts (SAFETY.md 15 and 16): off until
 * the guardian turns it on for that teen. The choice is `weeklyEmail` on both sides of the link
 * (data/guardians.ts), so the teen's own list shows it; the guardian's side also carries the
 * weekly summary's sparse index key, in partitions of their own (`GUARDIAN_WEEKLY#<shard>`, which
 * the summary's fan-out never reads), so the weekly fan-out pages the links that want it, never
 * the table. One marker per link and ISO week, `USER#<guardian> / JOB#guardian-weekly#<linkId>#<week>`,
 * makes every retry send nothing twice (data/weekly-summary.ts claimWeeklyMarker).
 */

/** The weekly summary's index, read in the guardian e-mail's own partitions. */
export const GUARDIAN_WEEKLY_INDEX: ShardedIndex = { ...tableSchema.weeklySummaryIndex, prefix: 'GUARDIAN_WEEKLY#' };

const TEEN_SIDE_PREFIX = 'GUARDIAN_TEEN#';
const MARKER_PREFIX = 'JOB#guardian-weekly#';

/** A guardian's weekly e-mail as the data export lists it: the link, the ISO week, and when it went out (absent while sending). */
export interface GuardianWeeklySend {
  linkId: string;
  week: string;
  sentAt?: string;
}

/** Whether an item of the user's partition is the marker of a guardian's weekly e-mail. */
export const isGuardianWeeklyMarker = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(MARKER_PREFIX);

export function guardianWeeklySendOf(item: Record<string, unknown>): GuardianWeeklySend {
  const [linkId = '', week = ''] = String(item.sk).slice(MARKER_PREFIX.length).split('#');
  return { linkId, week, ...(typeof item.sentAt === 'string' && { sentAt: item.sentAt }) };
}

/** Every partition of the guardians' weekly e-mail in the index. */
export const guardianWeeklyShards = (): string[] => shardsOf(GUARDIAN_WEEKLY_INDEX);

/** The marker of one link's e-mail of one ISO week, in the guardian's partition. */
export const guardianWeeklyMarkerKey = (guardianUid: string, linkId: string, week: string): ItemKey => ({
  pk: userPartition(guardianUid),
  sk: `${MARKER_PREFIX}${linkId}#${week}`,
});

/** Sets `weeklyEmail` on an existing side of a link, with the index key's change when given; false when the side is gone. */
async function setOnSide(key: ItemKey, on: boolean, indexKey?: { shard: string }): Promise<boolean> {
  const names = indexKey && { ExpressionAttributeNames: { '#shard': tableSchema.weeklySummaryIndex.partitionKey } };
  const update = !indexKey
    ? 'SET weeklyEmail = :on'
    : on
      ? 'SET weeklyEmail = :on, #shard = :shard'
      : 'SET weeklyEmail = :on REMOVE #shard';
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: update,
        ConditionExpression: 'attribute_exists(pk)',
        ...names,
        ExpressionAttributeValues: { ':on': on, ...(indexKey && on && { ':shard': indexKey.shard }) },
      }),
    );
    return true;
  }, false);
}

/**
 * Turns the guardian's weekly e-mail of one link on or off, on the guardian's side (with the
 * index key) and then the teen's. False when the guardian's side is gone (the link has ended).
 */
export async function setGuardianWeeklyEmail(guardianUid: string, teenUid: string, linkId: string, on: boolean): Promise<boolean> {
  const shard = shardOf(GUARDIAN_WEEKLY_INDEX, `${guardianUid}#${linkId}`);
  if (!(await setOnSide(guardianLinkKey(guardianUid, 'teen', linkId), on, { shard }))) return false;
  await setOnSide(guardianLinkKey(teenUid, 'guardian', linkId), on);
  return true;
}

/** One link whose guardian wants the weekly e-mail. */
export interface GuardianWeeklyLink {
  guardianUid: string;
  linkId: string;
}

const USER_PREFIX = userPartition('');

/** One page of a shard's links that want the e-mail (keys only), and where the next page starts. */
export async function guardianWeeklyLinks(
  shard: string,
  startKey?: Record<string, unknown>,
  limit?: number,
): Promise<{ links: GuardianWeeklyLink[]; next: Record<string, unknown> | undefined }> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GUARDIAN_WEEKLY_INDEX.name,
      KeyConditionExpression: '#shard = :shard',
      ExpressionAttributeNames: { '#shard': GUARDIAN_WEEKLY_INDEX.partitionKey },
      ExpressionAttributeValues: { ':shard': shard },
      ExclusiveStartKey: startKey,
      ...(limit && { Limit: limit }),
    }),
  );
  const links = (page?.Items ?? [])
    .filter((item) => String(item.pk).startsWith(USER_PREFIX) && String(item.sk).startsWith(TEEN_SIDE_PREFIX))
    .map((item) => ({ guardianUid: String(item.pk).slice(USER_PREFIX.length), linkId: String(item.sk).slice(TEEN_SIDE_PREFIX.length) }));
  return { links, next: page?.LastEvaluatedKey };
}
