import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CHEER_IDS, type CheerId } from '#shared/buddies';
import { utcDateOf } from '#shared/calendar';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { forEachPage, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * Cheers, kept on the recipient's side: `USER#<recipientUid> /
 * BUDDY_CHEER#<YYYY-MM-DD>#<buddyId>`, the date the server's (UTC) and the buddy id the link's,
 * which both sides share. One key per sender and day, written conditionally, so a buddy cheers
 * another at most once a day. Only the cheer's id is stored, never text; TTL removes it after
 * CHEER_KEPT_DAYS (reads filter by time as well, as TTL is eventual).
 */

const CHEER_PREFIX = 'BUDDY_CHEER#';
/** How long a received cheer shows on the board. */
export const CHEER_KEPT_DAYS = 14;
const DAY_MS = 86_400_000;

export const buddyCheerKey = (recipientUid: string, date: string, buddyId: string): ItemKey => ({
  pk: userPartition(recipientUid),
  sk: `${CHEER_PREFIX}${date}#${buddyId}`,
});

/** Whether an item of the user's partition is a cheer they received. */
export const isBuddyCheerItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(CHEER_PREFIX);

export interface StoredCheer {
  /** The link's id, as the recipient knows the sender. */
  buddyId: string;
  /** The sender's first name as the recipient's side of the link holds it. */
  fromFirstName: string;
  cheerId: CheerId;
  /** ISO 8601. */
  at: string;
}

const isCheerId = (value: unknown): value is CheerId => (CHEER_IDS as readonly unknown[]).includes(value);

export function cheerOf(item: Record<string, unknown>): StoredCheer | undefined {
  if (!isCheerId(item.cheerId)) return undefined;
  return { buddyId: String(item.buddyId), fromFirstName: String(item.fromFirstName), cheerId: item.cheerId, at: String(item.at) };
}

/**
 * Stores a cheer for `recipientUid`, unless the same buddy already cheered them on this (UTC) day.
 * @returns false when they had.
 */
export async function putCheerOnce(recipientUid: string, cheer: StoredCheer, now: Date): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...buddyCheerKey(recipientUid, utcDateOf(now), cheer.buddyId),
          type: 'BuddyCheer',
          ...cheer,
          [tableSchema.ttlAttribute]: Math.floor(now.getTime() / 1000) + CHEER_KEPT_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  }, false);
}

/** The cheers the user received in the last CHEER_KEPT_DAYS, newest first. */
export async function listRecentCheers(uid: string, now: Date): Promise<StoredCheer[]> {
  const cutoff = now.getTime() - CHEER_KEPT_DAYS * DAY_MS;
  const items: Record<string, unknown>[] = [];
  await forEachPage(
    {
      TableName: tableName(),
      // From the cutoff's date on: '~' sorts after every date and id character.
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': userPartition(uid),
        ':from': `${CHEER_PREFIX}${utcDateOf(new Date(cutoff))}`,
        ':to': `${CHEER_PREFIX}~`,
      },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    (page) => items.push(...(page.Items ?? [])),
  );
  return items
    .map(cheerOf)
    .filter((cheer): cheer is StoredCheer => cheer !== undefined && Date.parse(cheer.at) >= cutoff)
    .sort((a, b) => b.at.localeCompare(a.at));
}
