import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { userPartition } from './user-partition';

/**
 * The sparse, sharded indexes of users (shared/table-schema.ts): the weekly summary's opt-ins, the
 * follow-ups due and the check-in reminders due. Each spreads users over `shards` partitions
 * (`<prefix><n>`, n from a hash of the uid) so no key is hot, and the jobs read each shard's due
 * users with one key condition, never a Scan.
 */
export interface ShardedIndex {
  name: string;
  partitionKey: string;
  sortKey: string;
  prefix: string;
  shards: number;
}

/** A user's partition of the index: `<prefix><0..shards-1>`, the same for the same uid. */
export function shardOf(index: ShardedIndex, uid: string): string {
  return `${index.prefix}${createHash('sha256').update(uid).digest().readUInt32BE(0) % index.shards}`;
}

/** Every partition of the index, `<prefix>0` … `<prefix><shards-1>`. */
export const shardsOf = (index: ShardedIndex): string[] => Array.from({ length: index.shards }, (_, shard) => `${index.prefix}${shard}`);

/** One page of a shard's due users, and where the next page starts. */
export interface DuePage {
  uids: string[];
  next: Record<string, unknown> | undefined;
}

const USER_PREFIX = userPartition('');

/** Reads one page (at most `limit`, when given) of a shard's users due at or before `now` (ISO 8601): keys only. */
export async function dueUsers(
  index: ShardedIndex,
  shard: string,
  now: string,
  page: { limit?: number; startKey?: Record<string, unknown> } = {},
): Promise<DuePage> {
  const output = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: '#shard = :shard AND #due <= :now',
      ExpressionAttributeNames: { '#shard': index.partitionKey, '#due': index.sortKey },
      ExpressionAttributeValues: { ':shard': shard, ':now': now },
      ...(page.limit !== undefined && { Limit: page.limit }),
      ExclusiveStartKey: page.startKey,
    }),
  );
  const uids = (output?.Items ?? [])
    .map((item) => String(item.pk))
    .filter((pk) => pk.startsWith(USER_PREFIX))
    .map((pk) => pk.slice(USER_PREFIX.length));
  return { uids, next: output?.LastEvaluatedKey };
}
