import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * The early-detection cards the user closed: one per session,
 * `USER#<uid> / CHECK_IN_SEEN#<chatId>`, holding the last card closed for it. A session's card stays
 * closed unless it grows more serious or a new crisis moment comes; closing one session's card
 * never reopens another's.
 */

export interface SeenCheckIn {
  checkInId: string;
  chatId: string;
  level: 'gentle' | 'urgent';
  /** ISO 8601. */
  seenAt: string;
}

const CHECK_IN_SEEN_PREFIX = 'CHECK_IN_SEEN#';
export const checkInSeenKey = (uid: string, chatId: string): ItemKey => ({
  pk: userPartition(uid),
  sk: `${CHECK_IN_SEEN_PREFIX}${chatId}`,
});

/** Whether an item of the user's partition is a closed check-in. */
export const isCheckInSeenItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(CHECK_IN_SEEN_PREFIX);

export function seenCheckInOf(item: Record<string, unknown>): SeenCheckIn {
  return {
    checkInId: String(item.checkInId),
    chatId: String(item.chatId),
    level: item.level === 'urgent' ? 'urgent' : 'gentle',
    seenAt: String(item.seenAt),
  };
}

/** The closed cards, by chat id. */
export async function getSeenCheckIns(uid: string): Promise<Map<string, SeenCheckIn>> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: CHECK_IN_SEEN_PREFIX });
  return new Map(items.map(seenCheckInOf).map((seen) => [seen.chatId, seen]));
}

export async function putSeenCheckIn(uid: string, seen: SeenCheckIn): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...checkInSeenKey(uid, seen.chatId), type: 'CheckInSeen', ...seen } }));
}
