import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from './client';
import { tableSchema } from '#shared/table-schema';

/**
 * Fixed-window counters for rate limits. One item per scope, key and window:
 * `RATE#<scope>#<sha256(key)> / WINDOW#<windowStart>`. The window start is part of the key, so a
 * new window starts from zero without reading or resetting anything, and an old window's item is
 * simply never read again; `expiresAt` lets DynamoDB TTL clean it up.
 */

export interface RateWindow {
  /** What is counted, e.g. `forgotPassword:email:3600`: route, what the key is, window length. */
  scope: string;
  /** The e-mail, client address or uid; stored only as a hash. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Extra life after the window ends, so a clock skew between functions never revives a count. */
const EXPIRY_MARGIN_SECONDS = 60;

const hash = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** The start of the window `nowMs` falls in, in epoch seconds. */
export const windowStart = (nowMs: number, windowSeconds: number): number => Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;

export const rateLimitKey = (scope: string, key: string, start: number) => ({
  pk: `${tableSchema.rateLimitPrefix}${scope}#${hash(key)}`,
  sk: `WINDOW#${start}`,
});

/**
 * Counts one attempt in the current window, unless the window is already full.
 * One conditional update, so concurrent attempts can never pass the limit together.
 * @returns false when the limit is reached (nothing is counted then).
 */
export async function takeRateLimitHit(window: RateWindow, nowMs = Date.now()): Promise<boolean> {
  const start = windowStart(nowMs, window.windowSeconds);
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(window.scope, window.key, start),
        UpdateExpression: 'ADD hits :one SET #expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeNames: { '#expiresAt': tableSchema.ttlAttribute },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': window.limit,
          ':expiresAt': start + window.windowSeconds + EXPIRY_MARGIN_SECONDS,
        },
      }),
    );
    return true;
  }, false);
}
