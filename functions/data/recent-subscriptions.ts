import { createHash } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { RECENT_SUBSCRIPTION_DAYS } from '#shared/recent-subscriptions';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';

/**
 * The landing page's notification of real recent subscriptions (docs/decisions/0061-social-proof-only-from-real-events.md): one item per Premium subscription that started in the last
 * RECENT_SUBSCRIPTION_DAYS, `RECENT_SUBSCRIPTIONS / <start time ISO>#<digest>`. It holds the start
 * time and nothing about the person: no uid, name, e-mail or country. The digest (a one-way hash of
 * the Stripe subscription id) only makes the key the same for every event of one subscription, so
 * it is stored once. One partition: subscriptions are few, and the public route reading it is
 * rate-limited and cached.
 */

const PARTITION = 'RECENT_SUBSCRIPTIONS';
const DAY_SECONDS = 86_400;

const digestOf = (subscriptionId: string): string => createHash('sha256').update(subscriptionId).digest('base64url').slice(0, 22);

const windowStartMs = (nowMs: number): number => nowMs - RECENT_SUBSCRIPTION_DAYS * DAY_SECONDS * 1000;

/**
 * Records that a subscription started at `startedAt` (epoch seconds), once: a repeated event of the
 * same subscription finds its item and writes nothing. The item expires RECENT_SUBSCRIPTION_DAYS
 * after the start, and a start already older than that is not recorded at all.
 * @returns whether an item was written.
 */
export async function recordSubscriptionStart(subscriptionId: string, startedAt: number, nowMs = Date.now()): Promise<boolean> {
  const startedMs = startedAt * 1000;
  if (startedMs <= windowStartMs(nowMs) || startedMs > nowMs + DAY_SECONDS * 1000) return false;
  const at = new Date(startedMs).toISOString();
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: PARTITION,
          sk: `${at}#${digestOf(subscriptionId)}`,
          type: 'RecentSubscription',
          at,
          [tableSchema.ttlAttribute]: startedAt + RECENT_SUBSCRIPTION_DAYS * DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  }, false);
}

/**
 * The start times (ISO 8601) of the most recent subscriptions of the last RECENT_SUBSCRIPTION_DAYS,
 * newest first, at most `limit`. The key condition leaves out expired items, which DynamoDB TTL
 * removes only eventually (and the local engine never).
 */
export async function recentSubscriptionTimes(limit: number, nowMs = Date.now()): Promise<string[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': PARTITION,
        ':from': new Date(windowStartMs(nowMs)).toISOString(),
        // '~' sorts after '#' and every digest character: the items of this very second are in.
        ':to': `${new Date(nowMs).toISOString()}~`,
      },
      ProjectionExpression: '#at',
      ExpressionAttributeNames: { '#at': 'at' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => item.at).filter((at): at is string => typeof at === 'string');
}
