import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Harm, RiskTier } from '#shared/safety';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * What the distress notice to a guardian keeps (docs/safety.md "A notice to a guardian"), all in
 * the teen's partition, so deleting the account removes it:
 * - `NOTICE_READING#<messageId>`: a reading the rule counts (domain/guardian/notice-rule.ts
 *   isKeptReading), without a word of the message: its time, tier, harm and who agreed. Kept
 *   30 days (the table's TTL attribute; reads drop what has expired).
 * - `GUARDIAN_NOTICE_DAY`: when the last notice went, claimed by one conditional write so two
 *   messages at once send one.
 * - `GUARDIAN_NOTICES#<linkId>`: per guardian, whether they stopped these e-mails, and the days
 *   notices were sent to them (both sides of the link see them).
 */

/** What a second reader said of the message: agreed it is serious, answered otherwise, or did not answer. */
export type SecondReader = 'agreed' | 'disagreed' | 'absent';

/** One reading of a teen's message, as the notice rule needs it (no words of the message). */
export interface NoticeReading {
  /** The user message's id: an edit of it is the same message, not a second one. */
  messageId: string;
  /** ISO 8601. */
  at: string;
  tier: RiskTier;
  harm?: Harm;
  harmToOthers: boolean;
  /** The message or its chat told of abuse or danger at home, or of exploitation (functions/safety/at-home.ts). */
  atHome: boolean;
  secondReader: SecondReader;
}

/** A reading as the screen of a message makes it, before it is placed by message and time. */
export type MessageReading = Omit<NoticeReading, 'messageId' | 'at'>;

const READING_PREFIX = 'NOTICE_READING#';
const DAY_KEY_SK = 'GUARDIAN_NOTICE_DAY';
const LINK_PREFIX = 'GUARDIAN_NOTICES#';
const TTL = tableSchema.ttlAttribute;
const KEEP_SECONDS = 30 * 86_400;
/** The notice days kept per guardian: many more than a link is ever meant to see. */
const MAX_SENT_KEPT = 100;

const readingKey = (uid: string, messageId: string): ItemKey => ({ pk: userPartition(uid), sk: `${READING_PREFIX}${messageId}` });
const dayKey = (uid: string): ItemKey => ({ pk: userPartition(uid), sk: DAY_KEY_SK });
const linkNoticesKey = (teenUid: string, linkId: string): ItemKey => ({ pk: userPartition(teenUid), sk: `${LINK_PREFIX}${linkId}` });

/** Keeps a reading (an edit of the same message writes over its first). */
export async function putNoticeReading(uid: string, reading: NoticeReading): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...readingKey(uid, reading.messageId),
        type: 'NoticeReading',
        ...reading,
        [TTL]: Math.floor(Date.parse(reading.at) / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

/** The teen's kept readings of the last 30 days. */
export async function listNoticeReadings(uid: string): Promise<NoticeReading[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: READING_PREFIX });
  return items.map((item) => ({
    messageId: String(item.messageId),
    at: String(item.at),
    tier: item.tier as RiskTier,
    ...(typeof item.harm === 'string' && { harm: item.harm as Harm }),
    harmToOthers: item.harmToOthers === true,
    atHome: item.atHome === true,
    secondReader: item.secondReader as SecondReader,
  }));
}

/** When the last notice about the teen went (ISO), if one ever did. */
export async function lastNoticeAt(uid: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: dayKey(uid), ConsistentRead: true }));
  return typeof Item?.lastAt === 'string' ? Item.lastAt : undefined;
}

/** Claims today's notice: false when one went after `since` (ISO), so two messages at once send one. */
export async function claimNoticeDay(uid: string, at: string, since: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dayKey(uid),
        UpdateExpression: 'SET lastAt = :at, #type = :type',
        ConditionExpression: 'attribute_not_exists(lastAt) OR lastAt <= :since',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':at': at, ':since': since, ':type': 'GuardianNoticeDay' },
      }),
    );
    return true;
  }, false);
}

/** Gives back a claim whose notice could not be queued (only while it is still this one). */
export async function releaseNoticeDay(uid: string, at: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dayKey(uid),
        UpdateExpression: 'REMOVE lastAt',
        ConditionExpression: 'lastAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }, undefined);
}

/** One guardian's notices about the teen: whether they stopped them, and the days sent (ISO, oldest first). */
export interface LinkNotices {
  stopped: boolean;
  sent: string[];
}

export async function getLinkNotices(teenUid: string, linkId: string): Promise<LinkNotices> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: linkNoticesKey(teenUid, linkId), ConsistentRead: true }));
  return { stopped: typeof Item?.stoppedAt === 'string', sent: Array.isArray(Item?.sent) ? Item.sent.map(String) : [] };
}

/** The guardian stops these e-mails (the teen sees it). */
export async function stopLinkNotices(teenUid: string, linkId: string, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: linkNoticesKey(teenUid, linkId),
      UpdateExpression: 'SET stoppedAt = if_not_exists(stoppedAt, :at), #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':at': at, ':type': 'GuardianNotices' },
    }),
  );
}

/**
 * Marks the notice of `at` as sent to this guardian; false when it was already (a retry sends
 * nothing twice) or when the guardian has stopped these e-mails meanwhile.
 */
export async function markNoticeSent(teenUid: string, linkId: string, at: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: linkNoticesKey(teenUid, linkId),
        UpdateExpression: 'SET sent = list_append(if_not_exists(sent, :empty), :at), #type = :type',
        ConditionExpression: 'attribute_not_exists(stoppedAt) AND (attribute_not_exists(sent) OR NOT contains(sent, :day))',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':at': [at], ':day': at, ':empty': [], ':type': 'GuardianNotices' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const sent = Array.isArray(Attributes?.sent) ? Attributes.sent : [];
    if (sent.length > MAX_SENT_KEPT) await trimSent(teenUid, linkId, sent.length - MAX_SENT_KEPT);
    return true;
  }, false);
}

/** Drops the oldest days beyond what is kept. */
async function trimSent(teenUid: string, linkId: string, extra: number): Promise<void> {
  const removals = Array.from({ length: extra }, (_, index) => `sent[${index}]`).join(', ');
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: linkNoticesKey(teenUid, linkId), UpdateExpression: `REMOVE ${removals}` }),
  );
}

/** Takes back a mark whose e-mail could not be sent, so a retry sends it. */
export async function unmarkNoticeSent(teenUid: string, linkId: string, at: string): Promise<void> {
  const { sent } = await getLinkNotices(teenUid, linkId);
  const index = sent.indexOf(at);
  if (index === -1) return;
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: linkNoticesKey(teenUid, linkId),
        UpdateExpression: `REMOVE sent[${index}]`,
        ConditionExpression: `sent[${index}] = :at`,
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }, undefined);
}

/** What a link keeps of notices goes with the link. */
export async function deleteLinkNotices(teenUid: string, linkId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: linkNoticesKey(teenUid, linkId) }));
}
