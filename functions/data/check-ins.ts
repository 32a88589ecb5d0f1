import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * The early-detection card the user last closed (issue 19, 5): `USER#<uid> / CHECK_IN_SEEN`, one
 * per user. The card stays closed for that session unless it grows more serious; another
 * session's trigger opens it again.
 */

export interface SeenCheckIn {
  checkInId: string;
  chatId: string;
  level: 'gentle' | 'urgent';
  /** ISO 8601. */
  seenAt: string;
}

const CHECK_IN_SEEN_SK = 'CHECK_IN_SEEN';
export const checkInSeenKey = (uid: string): ItemKey => ({ pk: userPartition(uid), sk: CHECK_IN_SEEN_SK });

/** Whether an item of the user's partition is the closed check-in marker. */
export const isCheckInSeenItem = (item: Record<string, unknown>): boolean => item.sk === CHECK_IN_SEEN_SK;

export function seenCheckInOf(item: Record<string, unknown>): SeenCheckIn {
  return {
    checkInId: String(item.checkInId),
    chatId: String(item.chatId),
    level: item.level === 'urgent' ? 'urgent' : 'gentle',
    seenAt: String(item.seenAt),
  };
}

export async function getSeenCheckIn(uid: string): Promise<SeenCheckIn | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: checkInSeenKey(uid), ConsistentRead: true }));
  return Item ? seenCheckInOf(Item) : undefined;
}

export async function putSeenCheckIn(uid: string, seen: SeenCheckIn): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...checkInSeenKey(uid), type: 'CheckInSeen', ...seen } }));
}
