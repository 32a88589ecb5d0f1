import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from './client';
import type { ItemKey } from './item-keys';

/**
 * The pair item of two buddies: `BUDDY_PAIR#<uid>#<uid> / PAIR`, the two uids in sorted order so
 * either side names the same item, holding the id of the one link between them and when it was
 * claimed. Accepting writes it with a condition before anything else of the link, so two
 * invitations between the same two people accepted at once make one link: DynamoDB serialises
 * the two conditional writes to the one item (dynalite has no transactions, docs/decisions/0057-buddies-one-link-per-pair-limits.md).
 * It is deleted when the link ends; account deletion ends every link, so it goes with them.
 */

const PAIR_PREFIX = 'BUDDY_PAIR#';
const PAIR_SK = 'PAIR';

export const buddyPairKey = (a: string, b: string): ItemKey => ({ pk: `${PAIR_PREFIX}${[a, b].sort().join('#')}`, sk: PAIR_SK });

export interface BuddyPair {
  /** The link this pair stands for: the same id on both sides' link items. */
  buddyId: string;
  /** ISO 8601: when an accept claimed the pair. */
  at: string;
}

/** Claims the pair for a new link; false when the two already have one (or another accept claimed it first). */
export async function claimBuddyPair(a: string, b: string, pair: BuddyPair): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...buddyPairKey(a, b), type: 'BuddyPair', ...pair },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  }, false);
}

/** The pair of the two, if they have one. */
export async function getBuddyPair(a: string, b: string): Promise<BuddyPair | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: buddyPairKey(a, b), ConsistentRead: true }));
  return Item ? { buddyId: String(Item.buddyId), at: String(Item.at) } : undefined;
}

/**
 * Deletes the pair only while it stands for `buddyId`, so that ending (or undoing) one link never
 * frees a pair another link holds. Absent or held by another link: nothing happens.
 */
export async function releaseBuddyPair(a: string, b: string, buddyId: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: buddyPairKey(a, b),
        ConditionExpression: 'buddyId = :buddyId',
        ExpressionAttributeValues: { ':buddyId': buddyId },
      }),
    );
  }, undefined);
}
