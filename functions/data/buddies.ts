import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BUDDY_LIMITS } from '#shared/buddies';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { profileKey, userPartition } from './user-partition';

/**
 * Buddy links: one item on each side, `USER#<uid> / BUDDY#<buddyId>`, the same
 * time-sortable `buddyId` on both, naming the other person's uid and first name. Each profile
 * counts its links (`buddyCount`), changed only by conditional updates, so two acceptances at once
 * can never make a sixth (DynamoDB serialises writes to one item; dynalite lacks transactions).
 */

const BUDDY_PREFIX = 'BUDDY#';
export const buddyKey = (uid: string, buddyId: string): ItemKey => ({ pk: userPartition(uid), sk: `${BUDDY_PREFIX}${buddyId}` });

/** One side of a link: the other person, as this side sees them. */
export interface BuddyLink {
  buddyId: string;
  /** The other person's uid: never sent to the browser. */
  buddyUid: string;
  /** The other person's first name when the link was made. */
  firstName: string;
  /** ISO 8601. */
  since: string;
}

export const isBuddyItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(BUDDY_PREFIX);

export const buddyLinkOf = (item: Record<string, unknown>): BuddyLink => ({
  buddyId: String(item.buddyId),
  buddyUid: String(item.buddyUid),
  firstName: String(item.firstName),
  since: String(item.since),
});

/** The user's buddies, oldest link first. */
export async function listBuddyLinks(uid: string): Promise<BuddyLink[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: BUDDY_PREFIX })).map(buddyLinkOf);
}

/** One of the user's buddies, or undefined: another user's buddy id is simply not found. */
export async function getBuddyLink(uid: string, buddyId: string): Promise<BuddyLink | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: buddyKey(uid, buddyId), ConsistentRead: true }));
  return Item ? buddyLinkOf(Item) : undefined;
}

/**
 * Takes one of the user's BUDDY_LIMITS.max places: false when they have them all already. The
 * caller gives it back (releaseBuddyPlace) if the link is not made after all.
 */
export async function takeBuddyPlace(uid: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'ADD buddyCount :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(buddyCount) OR buddyCount < :max)',
        ExpressionAttributeValues: { ':one': 1, ':max': BUDDY_LIMITS.max },
      }),
    );
    return true;
  }, false);
}

/** Gives a place back (a link removed, or one that was not made); never below zero. */
export async function releaseBuddyPlace(uid: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'ADD buddyCount :minusOne',
        ConditionExpression: 'buddyCount > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  }, undefined);
}

/** Writes one side of a link. */
export async function putBuddyLink(uid: string, link: BuddyLink): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...buddyKey(uid, link.buddyId), type: 'BuddyLink', ...link } }));
}

/** Deletes one side of a link; false when it was not there. */
export async function deleteBuddyLink(uid: string, buddyId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: buddyKey(uid, buddyId), ConditionExpression: 'attribute_exists(pk)' }),
    );
    return true;
  }, false);
}

/** How many of BUDDY_LIMITS.max places the user has taken (0 without a profile): a read to refuse early, never to decide a race. */
export async function buddyPlacesTaken(uid: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKey(uid), ProjectionExpression: 'buddyCount', ConsistentRead: true }),
  );
  return Number(Item?.buddyCount ?? 0);
}
