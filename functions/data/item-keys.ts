import {
  BatchWriteCommand,
  QueryCommand,
  type BatchWriteCommandOutput,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Reading and deleting items by key, in bulk: what revoking sessions and deleting an account need. */

/** The primary key of an item of the table. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** DynamoDB's cap on the requests of one BatchWriteItem. */
export const BATCH_SIZE = 25;
/** Retries of the items DynamoDB leaves unprocessed (throttling) before giving up. */
const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Full jitter backoff: spreads retries out so throttled writers do not retry in step. */
const backoff = (attempt: number): number => Math.random() * BASE_DELAY_MS * 2 ** attempt;

/**
 * Deletes the items in chunks of 25, retrying what DynamoDB leaves unprocessed with backoff.
 * Deleting an absent item succeeds, so a repeated call after a partial failure finishes the job.
 * @throws when items are still unprocessed after every retry.
 */
export async function batchDelete(keys: readonly ItemKey[]): Promise<void> {
  const table = tableName();
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    let requests = keys.slice(i, i + BATCH_SIZE).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt === MAX_ATTEMPTS) {
        throw new Error(`${requests.length} deletes were still unprocessed after ${MAX_ATTEMPTS} attempts`);
      }
      if (attempt > 0) await sleep(backoff(attempt));
      const output: BatchWriteCommandOutput = await db().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (output?.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}

/** What to read of a partition: the items whose sort key starts with `skPrefix` (all when unset). */
export interface PrefixQuery {
  pk: string;
  skPrefix?: string;
  /** Sort-key order; false reads backwards (newest first for time-sortable ids). */
  forward?: boolean;
  /** Attributes to read; every attribute when unset. Names are escaped (some are reserved words). */
  attributes?: readonly string[];
}

/**
 * Runs a Query to its end, handing each page to `onPage`: DynamoDB stops a page at 1 MB, so a
 * single call can miss items (or, with `Select: 'COUNT'`, undercount).
 */
export async function forEachPage(input: QueryCommandInput, onPage: (page: QueryCommandOutput) => void): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    // Mocked clients may answer nothing at all.
    if (page) onPage(page);
    startKey = page?.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Every item of a partition matching `query`, following pagination. Reads are consistent, so
 * an item written just before (a session minted, a message stored a moment ago) is never missed.
 */
export async function queryPrefix(query: PrefixQuery): Promise<Record<string, unknown>[]> {
  const { pk, skPrefix, forward = true, attributes } = query;
  const items: Record<string, unknown>[] = [];
  await forEachPage(
    {
      TableName: tableName(),
      KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(skPrefix && { ':prefix': skPrefix }) },
      ...(attributes && {
        ProjectionExpression: attributes.map((name) => `#${name}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(attributes.map((name) => [`#${name}`, name])),
      }),
      ScanIndexForward: forward,
      ConsistentRead: true,
    },
    (page) => items.push(...(page.Items ?? [])),
  );
  return items;
}

/** The keys of every item in partition `pk`, optionally only those whose sort key starts with `skPrefix`. */
export async function queryKeys(pk: string, skPrefix?: string): Promise<ItemKey[]> {
  const items = await queryPrefix({ pk, skPrefix, attributes: ['pk', 'sk'] });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}
