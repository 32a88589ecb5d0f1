import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachEngineName, ReplyStatus } from '#shared/chat';
import type { CrisisTier, Help } from '#shared/safety';
import { db, tableName, unlessConditionFails } from './client';
import { batchDelete, queryKeys, queryPrefix, type ItemKey } from './item-keys';
import { newTimeId, timeOfId } from './time-id';
import { userPartition } from './user-partition';

/**
 * The messages of a chat: `USER#<uid> / MSG#<chatId>#<messageId>`. Message ids sort by time
 * (time-id.ts), so one Query of the chat's prefix reads its conversation in order. The `MSG#`
 * prefix keeps them out of the chat list's `CHAT#` query.
 */
export interface MessageRecord {
  id: string;
  chatId: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO 8601: when this content was written (a regenerated reply gets a new time). */
  createdAt: string;
  /** Which coach wrote an assistant message. */
  engine?: CoachEngineName;
  /** On a reply in a flagged chat: the chat's crisis tier, so the resources show beside it. */
  safety?: CrisisTier;
  /** A reply that did not finish: stopped by the user, or cut off part-way. */
  status?: ReplyStatus;
  /** On a reply to a message that met a crisis tier: the harm and language that choose the help beside it. */
  help?: Help;
  /** On the reply to a teen's message after which their guardians are told (docs/safety.md "A notice to a guardian"). */
  guardianTold?: true;
}

const MESSAGE_PREFIX = 'MSG#';
const messagePrefix = (chatId: string): string => `${MESSAGE_PREFIX}${chatId}#`;

/** Whether an item of the user's partition is a chat message. */
export const isMessageItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(MESSAGE_PREFIX);

/** The key of one message's item. */
export const messageKey = (uid: string, chatId: string, messageId: string): ItemKey => ({
  pk: userPartition(uid),
  sk: `${messagePrefix(chatId)}${messageId}`,
});

/** The message a stored item holds. */
export function messageOf(item: Record<string, unknown>): MessageRecord {
  return {
    id: String(item.id),
    chatId: String(item.chatId),
    role: item.role as MessageRecord['role'],
    content: String(item.content),
    createdAt: String(item.createdAt),
    ...(item.engine !== undefined && { engine: item.engine as CoachEngineName }),
    ...(item.safety !== undefined && { safety: item.safety as CrisisTier }),
    ...(item.status !== undefined && { status: item.status as ReplyStatus }),
    ...(item.help !== undefined && { help: item.help as Help }),
    ...(item.guardianTold === true && { guardianTold: true as const }),
  };
}

async function putMessage(uid: string, message: MessageRecord, condition?: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...messageKey(uid, message.chatId, message.id), type: 'ChatMessage', ...message },
      ...(condition && { ConditionExpression: condition }),
    }),
  );
}

/** What a new message holds; its id and time are given here. */
export type NewMessage = Omit<MessageRecord, 'id' | 'createdAt'>;

/**
 * Stores a new message at the end of its chat. Conditional on the id being new, so nothing is
 * ever overwritten by accident.
 */
export async function addMessage(uid: string, message: NewMessage): Promise<MessageRecord> {
  const id = newTimeId();
  const record: MessageRecord = { ...message, id, createdAt: new Date(timeOfId(id)).toISOString() };
  await putMessage(uid, record, 'attribute_not_exists(pk)');
  return record;
}

/**
 * Writes new content into an existing message, keeping its id and so its place in the chat (a
 * regenerated reply). Conditional on the message still existing, so it never revives one that a
 * chat deletion removed meanwhile.
 * @throws ConditionalCheckFailedException when the message is gone.
 */
export async function replaceMessage(
  uid: string,
  message: MessageRecord,
  content: Pick<MessageRecord, 'content' | 'engine' | 'safety' | 'status'>,
  options: { keepTime?: boolean } = {},
): Promise<MessageRecord> {
  const record: MessageRecord = { ...message, ...content, createdAt: options.keepTime ? message.createdAt : new Date().toISOString() };
  if (!content.engine) delete record.engine;
  if (!content.safety) delete record.safety;
  if (!content.status) delete record.status;
  await putMessage(uid, record, 'attribute_exists(pk)');
  return record;
}

/**
 * Cuts a reply to `content` (the start of it the user saw), marked stopped. Conditional on the
 * stored text being the one read, so a reply written over meanwhile is left alone: false then.
 */
export async function cutMessage(uid: string, message: MessageRecord, content: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageKey(uid, message.chatId, message.id),
        UpdateExpression: 'SET #content = :cut, #status = :stopped',
        ConditionExpression: '#content = :was',
        ExpressionAttributeNames: { '#content': 'content', '#status': 'status' },
        ExpressionAttributeValues: { ':cut': content, ':stopped': 'stopped' satisfies ReplyStatus, ':was': message.content },
      }),
    );
    return true;
  }, false);
}

/** The chat's messages, oldest first (every page of the Query). */
export async function listMessages(uid: string, chatId: string): Promise<MessageRecord[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: messagePrefix(chatId) });
  return items.map(messageOf);
}

/** Deletes every message of the chat (keys only are read). Repeating it after a failure finishes it. */
export async function deleteMessagesOfChat(uid: string, chatId: string): Promise<void> {
  await batchDelete(await queryKeys(userPartition(uid), messagePrefix(chatId)));
}

/** Deletes the given messages of a chat, such as those a send stored into a chat deleted meanwhile. */
export async function deleteMessages(uid: string, messages: readonly Pick<MessageRecord, 'chatId' | 'id'>[]): Promise<void> {
  await batchDelete(messages.map((message) => messageKey(uid, message.chatId, message.id)));
}

/**
 * When the user wrote each message of the chat (ms, from the time-sortable ids): ids and roles are
 * all that is read, never a message's words (a guardian's week counts time, functions/domain/guardian/week.ts).
 */
export async function listUserMessageTimes(uid: string, chatId: string): Promise<number[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: messagePrefix(chatId), attributes: ['id', 'role'] });
  return items.filter((item) => item.role === 'user').map((item) => timeOfId(String(item.id)));
}
