import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NOTHING_SHARED, SHARE_ITEMS, type ShareItem, type ShareSettings } from '#shared/buddies';
import { db, isConditionFailed, tableName } from './client';
import type { ItemKey } from './item-keys';
import { profileKey, userPartition } from './user-partition';

/**
 * What a person shares with their buddies: a `buddyShare` map on the profile item,
 * `{ checkInDays: true, ... }`. Absent (or an item missing from it) means not shared: everything
 * is off until its owner turns it on. Kept out of the user details (data/users.ts profileOf).
 */

const SHARE_ATTRIBUTE = 'buddyShare';

/** The settings a stored map holds; anything but `true` reads as not shared. */
export function shareOf(value: unknown): ShareSettings {
  const stored = (value ?? {}) as Partial<Record<ShareItem, unknown>>;
  return Object.fromEntries(SHARE_ITEMS.map((item) => [item, stored[item] === true])) as ShareSettings;
}

/** What the board needs of a person's profile: their first name and what they share. */
export interface SharingProfile {
  firstName: string;
  share: ShareSettings;
}

/**
 * The first name and share settings of a profile (two attributes, nothing else of it), or
 * undefined when the account is gone. Consistent: a change a moment ago shows on the next board.
 */
export async function getSharingProfile(uid: string): Promise<SharingProfile | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      ProjectionExpression: 'pk, firstName, #share',
      ExpressionAttributeNames: { '#share': SHARE_ATTRIBUTE },
      ConsistentRead: true,
    }),
  );
  return Item && sharingProfileOf(Item);
}

const sharingProfileOf = (item: Record<string, unknown>): SharingProfile => ({
  firstName: typeof item.firstName === 'string' ? item.firstName : '',
  share: shareOf(item[SHARE_ATTRIBUTE]),
});

/** BatchGetItem's cap on keys per request; a person has at most five buddies, so one request. */
const BATCH_GET_SIZE = 100;
const MAX_ATTEMPTS = 5;

/**
 * The sharing profiles of several people with one BatchGetItem (consistent, two attributes each),
 * keyed by uid; an account that is gone is simply absent. Keys DynamoDB leaves unprocessed are asked again.
 */
export async function getSharingProfiles(uids: readonly string[]): Promise<Map<string, SharingProfile>> {
  const profiles = new Map<string, SharingProfile>();
  const table = tableName();
  for (let i = 0; i < uids.length; i += BATCH_GET_SIZE) {
    let keys: ItemKey[] = [...new Set(uids.slice(i, i + BATCH_GET_SIZE))].map(profileKey);
    for (let attempt = 0; keys.length; attempt++) {
      if (attempt === MAX_ATTEMPTS) throw new Error(`${keys.length} profiles were still unread after ${MAX_ATTEMPTS} attempts`);
      const { Responses, UnprocessedKeys } = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: keys,
              ProjectionExpression: 'pk, firstName, #share',
              ExpressionAttributeNames: { '#share': SHARE_ATTRIBUTE },
              ConsistentRead: true,
            },
          },
        }),
      );
      for (const item of Responses?.[table] ?? []) profiles.set(String(item.pk).slice(userPartition('').length), sharingProfileOf(item));
      keys = (UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
    }
  }
  return profiles;
}

/** The user's share settings; NOTHING_SHARED when they never set any (or have no profile). */
export async function getBuddyShare(uid: string): Promise<ShareSettings> {
  return (await getSharingProfile(uid))?.share ?? { ...NOTHING_SHARED };
}

type ShareChanges = Partial<ShareSettings>;

/** Sets the changed items inside an existing map; fails its condition when there is no map yet. */
async function setInsideMap(uid: string, items: ShareItem[], changes: ShareChanges): Promise<unknown> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      UpdateExpression: `SET ${items.map((item) => `#share.#${item} = :${item}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(#share)',
      ExpressionAttributeNames: { '#share': SHARE_ATTRIBUTE, ...Object.fromEntries(items.map((item) => [`#${item}`, item])) },
      ExpressionAttributeValues: Object.fromEntries(items.map((item) => [`:${item}`, changes[item]])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes?.[SHARE_ATTRIBUTE];
}

/** Writes the whole map, from NOTHING_SHARED and the changes, on a profile that has none yet. */
async function createMap(uid: string, changes: ShareChanges): Promise<unknown> {
  const share = { ...NOTHING_SHARED, ...changes };
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      UpdateExpression: 'SET #share = :share',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#share)',
      ExpressionAttributeNames: { '#share': SHARE_ATTRIBUTE },
      ExpressionAttributeValues: { ':share': share },
    }),
  );
  return share;
}

/**
 * Changes the given items, leaving the others as they are, with one UpdateItem in the usual case
 * (a path inside a map can be set only once the map exists, so the first change writes the whole
 * map instead; if another request made it in between, the items are set inside it after all).
 * @returns every setting after the change, or undefined when the user has no profile.
 */
export async function updateBuddyShare(uid: string, changes: ShareChanges): Promise<ShareSettings | undefined> {
  const items = SHARE_ITEMS.filter((item) => typeof changes[item] === 'boolean');
  if (!items.length) throw new Error('updateBuddyShare needs at least one item');
  for (const write of [() => setInsideMap(uid, items, changes), () => createMap(uid, changes), () => setInsideMap(uid, items, changes)]) {
    try {
      return shareOf(await write());
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  // No map, and the map could not be made: there is no profile.
  return undefined;
}
