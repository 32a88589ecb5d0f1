import {
  BatchWriteCommand,
  QueryCommand,
  type BatchWriteCommandOutput,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { tableSchema } from '#shared/table-schema';
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
  /**
   * Also items past their expiry that DynamoDB has not removed yet: only for deleting everything
   * (what TTL will remove anyway must go too). Every other read treats them as gone.
   */
  withExpired?: boolean;
}

/** The expiry attribute's escaped name in expressions (it may also be a projected attribute). */
const EXPIRY_NAME = `#${tableSchema.ttlAttribute}`;

/**
 * Keeps only items that have not expired at `nowSeconds`. DynamoDB's TTL deletes an expired item
 * eventually (often days later, never in the local table), so until then the read must drop it:
 * an export or a list never shows what should be gone. Like TTL, only a Number counts as an expiry.
 */
function unexpired(nowSeconds = Math.floor(Date.now() / 1000)): Pick<QueryCommandInput, 'FilterExpression'> & {
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  return {
    FilterExpression: `attribute_not_exists(${EXPIRY_NAME}) OR NOT attribute_type(${EXPIRY_NAME}, :expiryType) OR ${EXPIRY_NAME} > :nowSeconds`,
    ExpressionAttributeNames: { [EXPIRY_NAME]: tableSchema.ttlAttribute },
    ExpressionAttributeValues: { ':expiryType': 'N', ':nowSeconds': nowSeconds },
  };
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
 * Every item of a partition matching `query`, following pagination, without those past their
 * expiry (unless `withExpired`). Reads are consistent, so an item written just before (a session
 * minted, a message stored a moment ago) is never missed.
 */
export async function queryPrefix(query: PrefixQuery): Promise<Record<string, unknown>[]> {
  const { pk, skPrefix, forward = true, attributes, withExpired = false } = query;
  const filter = withExpired ? undefined : unexpired();
  const names = {
    ...filter?.ExpressionAttributeNames,
    ...(attributes && Object.fromEntries(attributes.map((name) => [`#${name}`, name]))),
  };
  const items: Record<string, unknown>[] = [];
  await forEachPage(
    {
      TableName: tableName(),
      KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(skPrefix && { ':prefix': skPrefix }), ...filter?.ExpressionAttributeValues },
      ...(filter && { FilterExpression: filter.FilterExpression }),
      ...(attributes && { ProjectionExpression: attributes.map((name) => `#${name}`).join(', ') }),
      ...(Object.keys(names).length && { ExpressionAttributeNames: names }),
      ScanIndexForward: forward,
      ConsistentRead: true,
    },
    (page) => items.push(...(page.Items ?? [])),
  );
  return items;
}

/**
 * The keys of every item in partition `pk`, optionally only those whose sort key starts with
 * `skPrefix`: expired ones too, since these keys are read to delete them.
 */
export async function queryKeys(pk: string, skPrefix?: string): Promise<ItemKey[]> {
  const items = await queryPrefix({ pk, skPrefix, attributes: ['pk', 'sk'], withExpired: true });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}
