import { BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { messageKey, messageOf, type MessageRecord } from './chat-messages';
import { db, tableName } from './client';
import { BATCH_SIZE, batchDelete, type ItemKey } from './item-keys';
import { TIME_ID_LENGTH } from './time-id';
import { userPartition } from './user-partition';

/**
 * Session search's index (docs/decisions/0052-session-search.md), derived from the
 * messages and kept in the user's own partition, so a search can never reach another user:
 *
 * - `SEARCH#<term>#<chatId>`, one small item (about 100 bytes) per word per chat, holding the ids
 *   of the chat's first messages with that word (at most MAX_IDS). A search Queries
 *   `begins_with(sk, 'SEARCH#<word>')` for each searched word, which also finds the words it begins.
 * - `SEARCHED#<chatId>`, what was indexed of the chat (term -> those ids), so re-indexing writes
 *   only what changed, and deleting the chat finds its term items.
 *
 * What it holds: a word found in every one of 2,000 sessions is 2,000 term items, about 200 KB,
 * read in one Query page (1 MB) per searched word. The term items never grow with the sessions
 * (the 400 KB item limit is no concern); only a search's read does, and past about 5,000 sessions
 * per user a common word would need several pages: then a search service (OpenSearch Serverless)
 * fed from the table's stream replaces this. `SEARCHED#` items hold a chat's vocabulary, about
 * 50 KB for a session of 100 messages.
 *
 * Not in the data export (functions/data/account.ts): every word of it is in the messages, which are.
 */

const TERM_PREFIX = 'SEARCH#';
// Sorts after every `SEARCH#` key ('E' > '#'), so a term Query never reads these.
const INDEXED_PREFIX = 'SEARCHED#';
/** Ids kept per word per chat: enough to open the session at the word and show it in a snippet. */
export const MAX_IDS = 3;
/** Query pages read per searched word (1 MB each): the bound on a search's work. */
const MAX_PAGES = 2;

const termKey = (uid: string, term: string, chatId: string): ItemKey => ({
  pk: userPartition(uid),
  sk: `${TERM_PREFIX}${term}#${chatId}`,
});
const indexedKey = (uid: string, chatId: string): ItemKey => ({ pk: userPartition(uid), sk: `${INDEXED_PREFIX}${chatId}` });

/** A chat's index: each word of its messages -> the ids of the first messages holding it. */
export type ChatTerms = Map<string, string[]>;

/** What was indexed of the chat, or undefined when nothing was. */
async function readIndexed(uid: string, chatId: string): Promise<ChatTerms | undefined> {
  const output = await db().send(new GetCommand({ TableName: tableName(), Key: indexedKey(uid, chatId), ConsistentRead: true }));
  // Mocked clients may answer nothing at all.
  if (!output?.Item) return undefined;
  const stored = (output.Item.terms ?? {}) as Record<string, string>;
  return new Map(Object.entries(stored).map(([term, ids]) => [term, ids.split(' ')]));
}

/** What was indexed of the chat (empty when nothing was). */
export const readChatTerms = async (uid: string, chatId: string): Promise<ChatTerms> => (await readIndexed(uid, chatId)) ?? new Map();

/** Puts items in chunks of 25, retrying what DynamoDB leaves unprocessed. */
async function batchPut(items: readonly Record<string, unknown>[]): Promise<void> {
  const table = tableName();
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    let requests = items.slice(i, i + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt === 8) throw new Error(`${requests.length} index writes were still unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
      const output = await db().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (output?.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}

const sameIds = (a: readonly string[] | undefined, b: readonly string[]): boolean => a?.join(' ') === b.join(' ');

/**
 * Makes the chat's index `next`, writing only the term items that changed since `previous`, then
 * the record of what is indexed. Idempotent: a repeat after a failure writes what is left.
 */
export async function writeChatTerms(uid: string, chatId: string, previous: ChatTerms, next: ChatTerms): Promise<void> {
  const gone = [...previous.keys()].filter((term) => !next.has(term)).map((term) => termKey(uid, term, chatId));
  const changed = [...next].filter(([term, ids]) => !sameIds(previous.get(term), ids));
  await Promise.all([batchDelete(gone), batchPut(changed.map(([term, ids]) => ({ ...termKey(uid, term, chatId), ids })))]);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...indexedKey(uid, chatId),
        type: 'SearchIndexed',
        terms: Object.fromEntries([...next].map(([term, ids]) => [term, ids.join(' ')])),
      },
    }),
  );
}

/** Removes the chat from the index (its deletion): its term items, then the record of them. */
export async function deleteChatTerms(uid: string, chatId: string): Promise<void> {
  const terms = await readIndexed(uid, chatId);
  // Never indexed (or already removed): nothing to do.
  if (!terms) return;
  await batchDelete([...terms.keys()].map((term) => termKey(uid, term, chatId)));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: indexedKey(uid, chatId) }));
}

/** Where a searched word is: chat id -> ids of messages holding a word it matches. */
export type WordHits = Map<string, Set<string>>;

/**
 * The chats whose indexed words match `word`: exactly when `prefix` is false, otherwise every
 * word it begins. Reads at most MAX_PAGES pages; `complete` says whether that was all.
 */
export async function findWord(uid: string, word: string, prefix: boolean): Promise<{ hits: WordHits; complete: boolean }> {
  const hits: WordHits = new Map();
  let startKey: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const output = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(uid), ':prefix': `${TERM_PREFIX}${word}${prefix ? '' : '#'}` },
        ProjectionExpression: 'sk, ids',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of output.Items ?? []) {
      const chatId = String(item.sk).slice(-TIME_ID_LENGTH);
      const ids = hits.get(chatId) ?? new Set<string>();
      for (const id of (item.ids ?? []) as string[]) ids.add(id);
      hits.set(chatId, ids);
    }
    startKey = output.LastEvaluatedKey;
    if (!startKey) return { hits, complete: true };
  }
  return { hits, complete: false };
}

/** The given messages of the user (those still there), in chunks of 100 (BatchGetItem's cap). */
export async function getMessages(uid: string, wanted: readonly { chatId: string; id: string }[]): Promise<MessageRecord[]> {
  const table = tableName();
  const chunks: ItemKey[][] = [];
  for (let i = 0; i < wanted.length; i += 100) {
    chunks.push(wanted.slice(i, i + 100).map(({ chatId, id }) => messageKey(uid, chatId, id)));
  }
  const pages = await Promise.all(
    chunks.map(async (keys) => {
      const found: Record<string, unknown>[] = [];
      let pending: ItemKey[] = keys;
      for (let attempt = 0; pending.length && attempt < 8; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
        const output = await db().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }));
        found.push(...(output.Responses?.[table] ?? []));
        pending = (output.UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
      }
      return found;
    }),
  );
  return pages.flat().map(messageOf);
}
