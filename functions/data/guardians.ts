import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GUARDIAN_RULES } from '#shared/guardian';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { profileKey, userPartition } from './user-partition';

/**
 * Guardian links (SAFETY.md 16): one link between a teen and a guardian is three items, written
 * as buddy links are (data/buddies.ts, data/buddy-pairs.ts):
 * - the pair `GUARDIAN_PAIR#<uid>#<uid> / PAIR` (the uids sorted), claimed with a condition
 *   first, so two confirmations between the same two people make one link;
 * - the teen's side `USER#<teen> / GUARDIAN#<linkId>` (a guardian of theirs) and the guardian's
 *   side `USER#<guardian> / GUARDIAN_TEEN#<linkId>` (a teen of theirs), each with the other's
 *   first name only.
 * The teen's guardians are counted on their profile (`guardianCount`) by a conditional update, so
 * no race makes a third. The teen's birth year is on their profile too (`birthYear`).
 */

const PAIR_PREFIX = 'GUARDIAN_PAIR#';
const GUARDIAN_PREFIX = 'GUARDIAN#';
const TEEN_PREFIX = 'GUARDIAN_TEEN#';

/** What the other person of a link is to the partition's owner. */
export type GuardianRole = 'guardian' | 'teen';

export interface GuardianLink {
  linkId: string;
  role: GuardianRole;
  otherUid: string;
  firstName: string;
  /** ISO 8601. */
  since: string;
  /** The guardian gets the weekly e-mail of this link's counts (data/guardian-weekly.ts); kept on both sides. */
  weeklyEmail?: boolean;
}

const prefixOf = (role: GuardianRole): string => (role === 'guardian' ? GUARDIAN_PREFIX : TEEN_PREFIX);
const linkKey = (uid: string, role: GuardianRole, linkId: string): ItemKey => ({
  pk: userPartition(uid),
  sk: `${prefixOf(role)}${linkId}`,
});
/** The key of one side of a link: `role` is what the other person is to `uid`. */
export const guardianLinkKey = linkKey;
export const guardianPairKey = (a: string, b: string): ItemKey => ({ pk: `${PAIR_PREFIX}${[a, b].sort().join('#')}`, sk: 'PAIR' });

export const isGuardianLinkItem = (item: Record<string, unknown>): boolean => {
  const sk = String(item.sk);
  return sk.startsWith(GUARDIAN_PREFIX) || sk.startsWith(TEEN_PREFIX);
};

export const guardianLinkOf = (item: Record<string, unknown>): GuardianLink => ({
  linkId: String(item.linkId),
  role: String(item.sk).startsWith(TEEN_PREFIX) ? 'teen' : 'guardian',
  otherUid: String(item.otherUid),
  firstName: String(item.firstName),
  since: String(item.since),
  ...(item.weeklyEmail === true && { weeklyEmail: true }),
});

/** Claims the pair for a new link; false when the two already have one. */
export async function claimGuardianPair(a: string, b: string, linkId: string, at: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...guardianPairKey(a, b), type: 'GuardianPair', linkId, at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  }, false);
}

/** Whether the two are guardian and teen (either way round). */
export async function areGuardianPair(a: string, b: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: guardianPairKey(a, b), ConsistentRead: true }));
  return Item !== undefined;
}

/** Deletes the pair only while it stands for `linkId`. */
export async function releaseGuardianPair(a: string, b: string, linkId: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: guardianPairKey(a, b),
        ConditionExpression: 'linkId = :linkId',
        ExpressionAttributeValues: { ':linkId': linkId },
      }),
    );
  }, undefined);
}

/** Takes one of the teen's guardian places; false when they have GUARDIAN_RULES.maxGuardians already. */
export async function takeGuardianPlace(teenUid: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(teenUid),
        UpdateExpression: 'ADD guardianCount :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(guardianCount) OR guardianCount < :max)',
        ExpressionAttributeValues: { ':one': 1, ':max': GUARDIAN_RULES.maxGuardians },
      }),
    );
    return true;
  }, false);
}

/** Gives a place back; never below zero, and nothing on a profile that is gone. */
export async function releaseGuardianPlace(teenUid: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(teenUid),
        UpdateExpression: 'ADD guardianCount :minusOne',
        ConditionExpression: 'guardianCount > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  }, undefined);
}

/** The teen's guardians counted so far (the conditional count's own number). */
export async function guardianPlacesTaken(teenUid: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKey(teenUid), ProjectionExpression: 'guardianCount', ConsistentRead: true }),
  );
  return Number(Item?.guardianCount ?? 0);
}

/** Writes both sides of a link. */
export async function putGuardianLink(
  teen: { uid: string; firstName: string },
  guardian: { uid: string; firstName: string },
  linkId: string,
  since: string,
): Promise<void> {
  await Promise.all([
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...linkKey(teen.uid, 'guardian', linkId),
          type: 'GuardianLink',
          linkId,
          otherUid: guardian.uid,
          firstName: guardian.firstName,
          since,
        },
      }),
    ),
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...linkKey(guardian.uid, 'teen', linkId),
          type: 'GuardianLink',
          linkId,
          otherUid: teen.uid,
          firstName: teen.firstName,
          since,
        },
      }),
    ),
  ]);
}

/** Deletes one side of a link; false when it was not there (so each side's place goes back once). */
export async function deleteGuardianLinkSide(uid: string, role: GuardianRole, linkId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: linkKey(uid, role, linkId), ConditionExpression: 'attribute_exists(pk)' }),
    );
    return true;
  }, false);
}

/** The user's links of both kinds: their guardians first, then their teens, each oldest first. */
export async function listGuardianLinks(uid: string): Promise<GuardianLink[]> {
  const [guardians, teens] = await Promise.all([
    queryPrefix({ pk: userPartition(uid), skPrefix: GUARDIAN_PREFIX }),
    queryPrefix({ pk: userPartition(uid), skPrefix: TEEN_PREFIX }),
  ]);
  return [...guardians, ...teens].map(guardianLinkOf);
}

/** Whether the user is anyone's guardian: the side menu links their guardian page only then. */
export async function isGuardianOfAnyone(uid: string): Promise<boolean> {
  const teens = await queryPrefix({ pk: userPartition(uid), skPrefix: TEEN_PREFIX, attributes: ['linkId'] });
  return teens.length > 0;
}

/** One of the user's links by id, whichever side of it they are on. */
export async function getGuardianLink(uid: string, linkId: string): Promise<GuardianLink | undefined> {
  for (const role of ['guardian', 'teen'] as const) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: linkKey(uid, role, linkId), ConsistentRead: true }));
    if (Item) return guardianLinkOf(Item);
  }
  return undefined;
}

/** Stores the teen's birth year on their profile. */
export async function setBirthYear(uid: string, birthYear: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      UpdateExpression: 'SET birthYear = :year',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':year': birthYear },
    }),
  );
}

/** The birth year on the profile, if one was given. */
export async function getBirthYear(uid: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKey(uid), ProjectionExpression: 'birthYear', ConsistentRead: true }),
  );
  return typeof Item?.birthYear === 'number' ? Item.birthYear : undefined;
}

/** What the teen's consent state is read from: the guardians counted, and the day the coach pauses (ISO), if set. */
/** Where a teen's consent stands, as their profile item keeps it: guardians confirmed, and the day the coach pauses. */
export interface ConsentFacts {
  guardians: number;
  dueAt?: string;
  /** The teen's birth year, when one was given: from it the account may have come of age (domain/guardian/adulthood.ts). */
  birthYear?: number;
}

/** The consent facts of a stored profile item (read with the profile itself: data/users.ts getProfileWithConsent). */
export function consentFactsOf(item: Record<string, unknown> | undefined): ConsentFacts {
  return {
    guardians: Number(item?.guardianCount ?? 0),
    ...(typeof item?.guardianDueAt === 'string' && { dueAt: item.guardianDueAt }),
    ...(typeof item?.birthYear === 'number' && { birthYear: item.birthYear }),
  };
}

/**
 * Sets the day the coach pauses unless one is set already (the first start wins, so no later
 * sign-in extends it); the stored day, or undefined without a profile.
 */
export async function startGuardianDays(uid: string, dueAt: string): Promise<string | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET guardianDueAt = if_not_exists(guardianDueAt, :due)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':due': dueAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return String(Attributes?.guardianDueAt);
  }, undefined);
}
