import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatGoal, ChatStyle } from '#shared/chat';
import { CAREFUL_TURNS_AFTER_A, CRISIS_TIERS, higherTier, type CrisisTier, type RiskTier } from '#shared/safety';
import { deleteMessagesOfChat } from './chat-messages';
import { db, tableName, unlessConditionFails } from './client';
import { forEachPage, queryPrefix, type ItemKey } from './item-keys';
import { newTimeId, timeIdPrefix, timeOfId } from './time-id';
import { userPartition } from './user-partition';
import { tableSchema } from '#shared/table-schema';
import { deleteReport } from './reports';
import { deleteChatTerms } from './search-index';

/**
 * Chat sessions: `USER#<uid> / CHAT#<chatId>`. Chat ids sort by creation time (time-id.ts), so a
 * Query of the `CHAT#` prefix read backwards lists newest first. Messages live in the same
 * partition under `MSG#` (chat-messages.ts), so listing chats never reads a message.
 */
export interface ChatRecord {
  chatId: string;
  goal: ChatGoal;
  style: ChatStyle;
  /** Absent until the first user message (or POST /api/bot/title) names the chat. */
  title?: string;
  /** ISO 8601. */
  startTime: string;
  /** ISO 8601: the last message stored. */
  updatedAt: string;
  /** The coach's running summary of turns older than its window (functions/providers/coach/port.ts). */
  summary?: string;
  /** Id of the last message the summary covers. */
  summaryUpTo?: string;
  /** The crisis flag (SAFETY.md 2, 5): absent until a message meets a tier; it never clears. */
  crisis?: ChatCrisis;
  /** ISO 8601: the last reply to a tier (b) or (c) message, for the follow-up check-in. */
  crisisAt?: string;
  /** Id of the last message the coach's memory has read, so a note is proposed once. */
  notedUpTo?: string;
  /** A temporary session: no message is stored, it is never listed, reported or remembered. */
  temporary?: true;
}

/** The highest tier any message of the chat met, and whether the user acknowledged the crisis screen. */
export interface ChatCrisis {
  tier: CrisisTier;
  acknowledged: boolean;
  /** User turns still answered carefully after the latest crisis reading (CAREFUL_TURNS_AFTER_A). */
  watch: number;
  /**
   * The flag counts beyond the chat itself (its report's score, and so the check-in card): tier (b)
   * or (c), or a tier-(a) reading that a second reader agreed with or that came again (SAFETY.md 20).
   */
  confirmed: boolean;
}

const CHAT_PREFIX = 'CHAT#';

/** The key of a chat's item. */
export const chatKey = (uid: string, chatId: string): ItemKey => ({
  pk: userPartition(uid),
  sk: `${CHAT_PREFIX}${chatId}`,
});

/**
 * The crisis flag is stored as `crisisTiers`, a string set of every tier met, and
 * `crisisAcknowledged`. Adding to a set is commutative, so two messages screened at once can
 * never lower the flag (a read-then-write of "the highest tier" could). Beside it: `crisisWatch`,
 * the careful turns left; `crisisReadings`, how many new messages met a tier; `crisisConfirmed`,
 * a second reader agreed with one of them.
 */
const CRISIS_ATTRIBUTES = ['crisisTiers', 'crisisAcknowledged', 'crisisAt', 'crisisWatch', 'crisisReadings', 'crisisConfirmed'] as const;
const ATTRIBUTES = [
  'chatId',
  'goal',
  'style',
  'title',
  'startTime',
  'updatedAt',
  'summary',
  'summaryUpTo',
  'notedUpTo',
  'temporary',
] as const;

function crisisOf(item: Record<string, unknown>): ChatCrisis | undefined {
  const stored = item.crisisTiers;
  const tiers = stored instanceof Set || Array.isArray(stored) ? [...stored] : [];
  const met = CRISIS_TIERS.filter((tier) => tiers.includes(tier));
  if (!met.length) return undefined;
  const tier = met.reduce<RiskTier>(higherTier, 'none') as CrisisTier;
  const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  return {
    tier,
    acknowledged: item.crisisAcknowledged === true,
    watch: count(item.crisisWatch),
    confirmed: tier !== 'a' || item.crisisConfirmed === true || count(item.crisisReadings) >= 2,
  };
}

/** Whether an item of the user's partition is a chat (its messages are not). */
export const isChatItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(CHAT_PREFIX);

/** The chat a stored item holds (with its summary when the read included it). */
export function chatOf(item: Record<string, unknown>): ChatRecord {
  const record: Record<string, unknown> = {};
  for (const name of ATTRIBUTES) if (item[name] !== undefined) record[name] = item[name];
  const crisis = crisisOf(item);
  if (crisis) record.crisis = crisis;
  if (typeof item.crisisAt === 'string') record.crisisAt = item.crisisAt;
  return record as unknown as ChatRecord;
}

/**
 * A temporary session's item goes (TTL) a day after its last message, unless a crisis tier was met
 * in it: then it is kept like any chat's flag, without content (SAFETY.md 14).
 */
const TEMPORARY_KEPT_S = 24 * 60 * 60;
export const temporaryExpiry = (lastMs: number): number => Math.floor(lastMs / 1000) + TEMPORARY_KEPT_S;

/**
 * Creates a chat with a new time-sortable id. The write is conditional, so even an id collision
 * could never overwrite another chat.
 */
export async function createChat(
  uid: string,
  goal: ChatGoal,
  style: ChatStyle,
  options: { temporary?: boolean } = {},
): Promise<ChatRecord> {
  const chatId = newTimeId();
  const startTime = new Date(timeOfId(chatId)).toISOString();
  const chat: ChatRecord = { chatId, goal, style, startTime, updatedAt: startTime, ...(options.temporary && { temporary: true as const }) };
  const expires = options.temporary ? { [tableSchema.ttlAttribute]: temporaryExpiry(Date.parse(startTime)) } : {};
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...chatKey(uid, chatId), type: 'Chat', ...chat, ...expires },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return chat;
}

/** The caller's chat, or undefined: another user's id is simply not in this partition. */
export async function getChat(uid: string, chatId: string): Promise<ChatRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: chatKey(uid, chatId), ConsistentRead: true }));
  return Item ? chatOf(Item) : undefined;
}

/** Every chat of the user, newest first, without the summaries (which only the coach needs). */
export async function listChats(uid: string): Promise<ChatRecord[]> {
  const listed = [...ATTRIBUTES.filter((name) => name !== 'summary' && name !== 'summaryUpTo'), ...CRISIS_ATTRIBUTES];
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: CHAT_PREFIX, forward: false, attributes: listed });
  return items.map(chatOf);
}

/**
 * The ids of the user's stored chats with a message on or after `fromMs` and started before `toMs`
 * (a temporary session leaves no trace): only ids, times and the temporary mark are read.
 */
export async function listChatIdsActiveBetween(uid: string, fromMs: number, toMs: number): Promise<string[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: CHAT_PREFIX, attributes: ['chatId', 'updatedAt', 'temporary'] });
  return items
    .filter((item) => item.temporary === undefined && Date.parse(String(item.updatedAt)) >= fromMs)
    .map((item) => String(item.chatId))
    .filter((chatId) => timeOfId(chatId) < toMs);
}

/**
 * How many chats the user started in [fromMs, toMs): a key range over the time-sortable ids, read
 * as a count, so no chat's content is read (the weekly summary e-mail needs only the number).
 */
export async function countChatsStarted(uid: string, fromMs: number, toMs: number): Promise<number> {
  let count = 0;
  await forEachPage(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': userPartition(uid),
        ':from': `${CHAT_PREFIX}${timeIdPrefix(fromMs)}`,
        ':to': `${CHAT_PREFIX}${timeIdPrefix(toMs)}`,
      },
      // A temporary session leaves no trace, in the weekly summary's count neither.
      FilterExpression: 'attribute_not_exists(#temporary)',
      // TEMPORARY is one of DynamoDB's reserved words.
      ExpressionAttributeNames: { '#temporary': 'temporary' },
      Select: 'COUNT',
    },
    (page) => {
      count += page.Count ?? 0;
    },
  );
  return count;
}

/**
 * Stores a chat's title when `condition` holds (the chat exists, and whatever else it says).
 * @returns false when the condition failed.
 */
async function writeTitle(uid: string, chatId: string, title: string, condition: string): Promise<boolean> {
  // An empty title would read as "untitled" everywhere yet block the real one.
  if (!title) throw new Error('A chat title cannot be empty');
  const write = async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKey(uid, chatId),
        UpdateExpression: 'SET title = :title',
        ConditionExpression: condition,
        ExpressionAttributeValues: { ':title': title },
      }),
    );
    return true;
  };
  return unlessConditionFails(write, false);
}

/**
 * Names an untitled chat (POST /api/bot/title). A chat that already has a title keeps it: the
 * write is conditional, so two first messages racing each other cannot both rename it.
 * @returns the stored title (this one, or the one it already had); undefined if the chat is gone.
 */
export async function setTitleIfUntitled(uid: string, chatId: string, title: string): Promise<string | undefined> {
  if (await writeTitle(uid, chatId, title, 'attribute_exists(pk) AND attribute_not_exists(title)')) return title;
  return (await getChat(uid, chatId))?.title;
}

/**
 * Renames a chat (POST /api/bot/title with `rename`): the user's name replaces any title.
 * @returns the stored title; undefined if the chat is gone.
 */
export async function renameChat(uid: string, chatId: string, title: string): Promise<string | undefined> {
  return (await writeTitle(uid, chatId, title, 'attribute_exists(pk)')) ? title : undefined;
}

/** What storing a message changes on its chat. */
export interface ChatActivity {
  updatedAt: string;
  /** Names the chat with this if it has no title yet (the first user message); a title stays. */
  titleIfUntitled?: string;
  /** A new running summary from the coach, and the last message it covers (if it said). */
  summary?: { text: string; upTo?: string };
  /**
   * A crisis tier the message met, added to the flag; the careful turns start again. `reopen` (a
   * tier (c) message newly answered) marks the crisis screen as not acknowledged, so it opens
   * again. `fresh` (not a regenerated reply) counts the reading; `confirmed`: a second reader agreed.
   */
  crisis?: { tier: CrisisTier; reopen: boolean; fresh: boolean; confirmed: boolean };
  /** An ordinary exchange during the careful turns after a reading: one fewer is left. */
  watched?: boolean;
  /** A temporary session's expiry (epoch seconds) moved on, or null to keep it (a crisis tier met). */
  expiresAt?: number | null;
}

/**
 * Records activity on an existing chat in one write. Conditional on the chat existing, so an
 * update racing a delete never brings a deleted chat back as a half-empty item.
 * @returns the chat after the update, or undefined when it no longer exists.
 */
export async function recordChatActivity(uid: string, chatId: string, activity: ChatActivity): Promise<ChatRecord | undefined> {
  const { titleIfUntitled: title, summary, crisis } = activity;
  const sets = [
    'updatedAt = :updatedAt',
    // Titles are never stored empty, so "absent" is exactly "untitled".
    ...(title ? ['title = if_not_exists(title, :title)'] : []),
    ...(summary ? ['summary = :summary'] : []),
    ...(summary?.upTo ? ['summaryUpTo = :upTo'] : []),
    ...(crisis ? [`crisisAcknowledged = ${crisis.reopen ? ':false' : 'if_not_exists(crisisAcknowledged, :false)'}`] : []),
    // Tiers (b) and (c) are what a follow-up check-in follows: when the last one was.
    ...(crisis && crisis.tier !== 'a' ? ['crisisAt = :updatedAt'] : []),
    ...(crisis ? ['crisisWatch = :watch'] : []),
    ...(crisis?.confirmed ? ['crisisConfirmed = :true'] : []),
  ];
  // A summary without a marker must not keep the marker of the one it replaces.
  const removed = [...(summary && !summary.upTo ? ['summaryUpTo'] : []), ...(activity.expiresAt === null ? ['#ttl'] : [])];
  if (typeof activity.expiresAt === 'number') sets.push('#ttl = :ttl');
  const removes = removed.length ? ` REMOVE ${removed.join(', ')}` : '';
  const added = [
    ...(crisis ? ['crisisTiers :tiers'] : []),
    ...(crisis?.fresh ? ['crisisReadings :one'] : []),
    ...(!crisis && activity.watched ? ['crisisWatch :less'] : []),
  ];
  const adds = added.length ? ` ADD ${added.join(', ')}` : '';
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKey(uid, chatId),
        UpdateExpression: `SET ${sets.join(', ')}${removes}${adds}`,
        ConditionExpression: 'attribute_exists(pk)',
        ...(activity.expiresAt !== undefined && { ExpressionAttributeNames: { '#ttl': tableSchema.ttlAttribute } }),
        ExpressionAttributeValues: {
          ':updatedAt': activity.updatedAt,
          ...(typeof activity.expiresAt === 'number' && { ':ttl': activity.expiresAt }),
          ...(title && { ':title': title }),
          ...(summary && { ':summary': summary.text }),
          ...(summary?.upTo && { ':upTo': summary.upTo }),
          ...(crisis && { ':tiers': new Set([crisis.tier]), ':false': false, ':watch': CAREFUL_TURNS_AFTER_A }),
          ...(crisis?.fresh && { ':one': 1 }),
          ...(crisis?.confirmed && { ':true': true }),
          ...(!crisis && activity.watched && { ':less': -1 }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? chatOf(Attributes) : undefined;
  }, undefined);
}

/**
 * Records that the coach's memory has read the chat up to this message. Conditional on
 * the chat existing; a marker never moves back (two jobs racing keep the later one).
 */
export async function markNoted(uid: string, chatId: string, upTo: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKey(uid, chatId),
        UpdateExpression: 'SET notedUpTo = :upTo',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(notedUpTo) OR notedUpTo < :upTo)',
        ExpressionAttributeValues: { ':upTo': upTo },
      }),
    );
  }, undefined);
}

/**
 * Marks the chat's crisis screen as acknowledged (the flag itself stays). Conditional on the chat
 * existing, so it never recreates a deleted chat.
 * @returns false when the chat no longer exists.
 */
export async function acknowledgeCrisis(uid: string, chatId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKey(uid, chatId),
        UpdateExpression: 'SET crisisAcknowledged = :true',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  }, false);
}

/**
 * Deletes a chat: its search index, messages and report first, its own item last. A deletion that fails
 * half-way leaves the chat listed, so the user (or the client) repeats it and it completes; it
 * never leaves messages, or an analysis of them, behind that no listed chat leads to.
 */
export async function deleteChatAndMessages(uid: string, chatId: string): Promise<void> {
  // Its words in session search's index go first: they say what the chat held.
  await deleteChatTerms(uid, chatId);
  await deleteMessagesOfChat(uid, chatId);
  await deleteReport(uid, chatId);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: chatKey(uid, chatId) }));
}
