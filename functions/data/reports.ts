import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionReport, type SessionReport } from '#shared/insights/session-report';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * Session reports: the latest of each chat, `USER#<uid> / REPORT#<chatId>`. In the
 * user's partition, so account deletion takes them with everything else and no query can reach
 * another user's. A report is replaced only by one that read more of the chat, so a background job
 * that runs twice, or late, changes nothing.
 */

const REPORT_PREFIX = 'REPORT#';

export const reportKey = (uid: string, chatId: string): ItemKey => ({ pk: userPartition(uid), sk: `${REPORT_PREFIX}${chatId}` });

/** Whether an item of the user's partition is a session report. */
export const isReportItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(REPORT_PREFIX);

/** The report a stored item holds, checked against the shared schema. */
export function reportOf(item: Record<string, unknown>): SessionReport {
  const { chatId, messageCount, engine, createdAt, emotionWords, findings } = item;
  return sessionReport.parse({ chatId, messageCount, engine, createdAt, emotionWords, findings });
}

/**
 * Stores the report unless the chat already has one that read as many messages or more.
 * @returns whether it was stored.
 */
export async function putReport(uid: string, report: SessionReport): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...reportKey(uid, report.chatId), type: 'SessionReport', ...report },
        ConditionExpression: 'attribute_not_exists(sk) OR messageCount < :count',
        ExpressionAttributeValues: { ':count': report.messageCount },
      }),
    );
    return true;
  }, false);
}

/** The chat's latest report, or undefined before one is made. */
export async function getReport(uid: string, chatId: string): Promise<SessionReport | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: reportKey(uid, chatId), ConsistentRead: true }));
  return Item ? reportOf(Item) : undefined;
}

/** Every report of the user, by chat id (chat ids sort by time: oldest first). */
export async function listReports(uid: string): Promise<SessionReport[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: REPORT_PREFIX });
  return items.map(reportOf);
}

/** Deletes the chat's report; deleting one that is not there succeeds. */
export async function deleteReport(uid: string, chatId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: reportKey(uid, chatId) }));
}
