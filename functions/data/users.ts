import { GetCommand, PutCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { shardOf } from './due-index';
import { tableSchema } from '#shared/table-schema';
import type { PlanName } from '#shared/plans';
import type { AgeConfirmation } from '#shared/safety';
import type { Preferences, UserDetails } from '#shared/schemas/user';
import { recordAddressAgeGroup } from './address-age-groups';
import { REMINDER_DATE_ATTRIBUTE, REMINDER_INDEX_ATTRIBUTES, reminderIndexKeys } from './check-in-reminders';
import { consentFactsOf, type ConsentFacts } from './guardians';
import { teenControlFactsOf, type TeenControlFacts } from './guardian-controls';
import { db, isConditionFailed, tableName, unlessConditionFails } from './client';
import { profileKey } from './user-partition';

/** The profile item: the user details of spec section 3 plus bookkeeping. */
export interface UserProfile extends UserDetails {
  createdAt: string;
  /** Epoch milliseconds of the last verification e-mail, for the resend limit. */
  verificationSentAt?: number;
  /** The Google account's id (`sub`) once the user signed in with Google or linked it. */
  googleId?: string;
  /** ISO 8601: the last chat message or note that met tier (b) or (c) (recordLastCrisis). */
  lastCrisisAt?: string;
}

/**
 * Preferences are stored as top-level attributes of the profile item, so that one UpdateItem sets
 * exactly the sent ones (a nested map would have to exist before a path in it can be set).
 */
const PREFERENCE_ATTRIBUTES = [
  'theme',
  'preferredVoice',
  'weeklySummary',
  'checkInEmails',
  'checkInEmailsAskedAt',
  'checkInReminder',
  'reminderTimeZone',
  'breakReminders',
  'quietHoursFrom',
  'memory',
] as const;
/** The ones a request sets; `checkInEmailsAskedAt` is the server's own record of the answer. */
const SETTABLE_PREFERENCES = [
  'theme',
  'preferredVoice',
  'weeklySummary',
  'checkInEmails',
  'checkInReminder',
  'reminderTimeZone',
  'breakReminders',
  'quietHoursFrom',
  'memory',
] as const;

const WEEKLY_INDEX = tableSchema.weeklySummaryIndex;

/**
 * The weekly-summary index partition of a user: `WEEKLY#<0..shards-1>` from a hash of the uid, so
 * that opted-in users spread evenly over the shards and the same user always lands on the same one.
 */
export const weeklySummaryShard = (uid: string): string => shardOf(WEEKLY_INDEX, uid);

function preferencesOf(item: Record<string, unknown>): Preferences | undefined {
  const preferences: Record<string, unknown> = {};
  for (const name of PREFERENCE_ATTRIBUTES) if (item[name] !== undefined) preferences[name] = item[name];
  return Object.keys(preferences).length ? (preferences as Preferences) : undefined;
}

/**
 * Writes a new profile, then the age group of its address (data/address-age-groups.ts); fails with
 * ConditionalCheckFailedException if the uid already has one.
 */
export async function createProfile(profile: UserProfile): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...profileKey(profile.uid), type: 'User', ...profile },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  await recordAddressAgeGroup(profile.uid, profile.email, profile.ageConfirmation);
}

/**
 * The profile, read consistently: the chat routes check the disclosure and the age confirmation
 * on it, and a user who has just acknowledged the disclosure must not be refused by a stale read.
 */
export async function getProfile(uid: string): Promise<UserProfile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKey(uid), ConsistentRead: true }));
  return Item ? profileOf(Item) : undefined;
}

/**
 * The profile, where a teen's guardian consent stands and their guardian's controls, from the one
 * read of the profile item.
 */
export async function getProfileWithConsent(
  uid: string,
): Promise<{ profile?: UserProfile; consent: ConsentFacts; controls: TeenControlFacts }> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKey(uid), ConsistentRead: true }));
  return { ...(Item && { profile: profileOf(Item) }), consent: consentFactsOf(Item), controls: teenControlFactsOf(Item) };
}

/** The profile a stored item holds: without its keys, and with the preferences gathered. */
export function profileOf(item: Record<string, unknown>): UserProfile {
  const {
    pk: _pk,
    sk: _sk,
    type: _type,
    theme: _theme,
    preferredVoice: _voice,
    weeklySummary: _weekly,
    checkInEmails: _checkIn,
    checkInEmailsAskedAt: _asked,
    checkInReminder: _reminder,
    reminderTimeZone: _reminderZone,
    [REMINDER_INDEX_ATTRIBUTES[0]]: _reminderShard,
    [REMINDER_INDEX_ATTRIBUTES[1]]: _reminderDue,
    [REMINDER_DATE_ATTRIBUTE]: _reminderDate,
    breakReminders: _breaks,
    quietHoursFrom: _quiet,
    memory: _memory,
    [WEEKLY_INDEX.partitionKey]: _shard,
    // Buddies' bookkeeping (data/buddies.ts, data/buddy-share.ts): never part of the user details.
    buddyShare: _buddyShare,
    buddyCount: _buddyCount,
    // Guardian consent's bookkeeping (data/guardians.ts), in the export's guardian section instead.
    guardianCount: _guardianCount,
    birthYear: _birthYear,
    guardianDueAt: _guardianDueAt,
    // A linked guardian's settings (data/guardian-controls.ts), answered as their own view.
    guardianControls: _guardianControls,
    ...profile
  } = item;
  const preferences = preferencesOf(item);
  return { ...profile, ...(preferences && { preferences }) } as UserProfile;
}

/**
 * Stores the given preferences on the existing profile; the others are left as they are.
 * Turning the weekly summary on also sets the profile's key in the sparse weekly-summary index
 * (in the same UpdateItem, so the two never disagree); turning it off removes that key.
 * Any answer about the check-in e-mails records when the user first gave one
 * (`checkInEmailsAskedAt`), so the chat never asks again. Turning the daily check-in reminder on
 * (a time, with `reminderTimeZone`) sets the profile's keys in the sparse reminder index, the due
 * time being the next instant of that local time; turning it off removes them.
 * @returns every stored preference after the update, or undefined when the user has no profile.
 */
export async function updatePreferences(
  uid: string,
  changes: Omit<Preferences, 'checkInEmailsAskedAt'>,
  now: Date = new Date(),
): Promise<Preferences | undefined> {
  const names = SETTABLE_PREFERENCES.filter((name) => changes[name] !== undefined);
  if (!names.length) throw new Error('updatePreferences needs at least one preference');
  const sets = names.map((name) => `#${name} = :${name}`);
  const attributeNames: Record<string, string> = Object.fromEntries(names.map((name) => [`#${name}`, name]));
  const values: Record<string, unknown> = Object.fromEntries(names.map((name) => [`:${name}`, changes[name]]));
  const removes: string[] = [];
  if (changes.weeklySummary !== undefined) {
    attributeNames['#weeklyShard'] = WEEKLY_INDEX.partitionKey;
    if (changes.weeklySummary) {
      sets.push('#weeklyShard = :weeklyShard');
      values[':weeklyShard'] = weeklySummaryShard(uid);
    } else removes.push('#weeklyShard');
  }
  if (changes.checkInReminder !== undefined) {
    const [shard, due] = REMINDER_INDEX_ATTRIBUTES;
    Object.assign(attributeNames, { '#reminderShard': shard, '#reminderDue': due });
    if (changes.checkInReminder === 'off') removes.push('#reminderShard', '#reminderDue');
    else {
      if (!changes.reminderTimeZone) throw new Error('Turning the check-in reminder on needs reminderTimeZone');
      const keys = reminderIndexKeys(uid, changes.checkInReminder, changes.reminderTimeZone, now);
      sets.push('#reminderShard = :reminderShard', '#reminderDue = :reminderDue');
      Object.assign(values, { ':reminderShard': keys[shard], ':reminderDue': keys[due] });
    }
  }
  if (changes.checkInEmails !== undefined) {
    sets.push('checkInEmailsAskedAt = if_not_exists(checkInEmailsAskedAt, :askedAt)');
    values[':askedAt'] = now.toISOString();
  }
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: attributeNames,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return preferencesOf(Attributes ?? {}) ?? {};
  }, undefined);
}

/**
 * Marks the profile as signed in with Google and stores the Google account's id.
 * @returns false when the user has no profile.
 */
export async function recordGoogleLink(uid: string, googleId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET #provider = :google, googleId = :googleId',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#provider': 'provider' },
        ExpressionAttributeValues: { ':google': 'Google', ':googleId': googleId },
      }),
    );
    return true;
  }, false);
}

/**
 * The user's stored plan, or undefined before they choose one (Basic's entitlements apply then).
 * Reads that one attribute (`plan` is a DynamoDB reserved word, hence the placeholder).
 */
export async function getPlan(uid: string): Promise<PlanName | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(uid),
      ProjectionExpression: '#plan',
      ExpressionAttributeNames: { '#plan': 'plan' },
      // A user who has just upgraded must not be refused by a stale read.
      ConsistentRead: true,
    }),
  );
  const plan: unknown = Item?.plan;
  return plan === 'Basic' || plan === 'Premium' ? plan : undefined;
}

export async function deleteProfile(uid: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: profileKey(uid) }));
}

/**
 * Records that a verification e-mail is being sent, unless one went out less than
 * `minIntervalMs` ago. Conditional, so two concurrent resends cannot both pass.
 * @returns false when the limit refused it.
 */
export async function claimVerificationSend(uid: string, now: number, minIntervalMs: number): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET verificationSentAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(verificationSentAt) OR verificationSentAt < :cutoff)',
        ExpressionAttributeValues: { ':now': now, ':cutoff': now - minIntervalMs },
      }),
    );
    return true;
  }, false);
}

/** What setting the age confirmation did: it is set once and never changed. */
export type AgeConfirmationOutcome = 'set' | 'unchanged' | 'conflict' | 'no-profile';

/**
 * Stores how the user confirmed the terms' age rule, only if the profile has none yet (or the
 * same one, so a repeated request succeeds), and the age group of their address with it.
 * Conditional, so a confirmation is never changed.
 */
export async function setAgeConfirmationOnce(uid: string, value: AgeConfirmation): Promise<AgeConfirmationOutcome> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET ageConfirmation = :value',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(ageConfirmation) OR ageConfirmation = :value)',
        ExpressionAttributeValues: { ':value': value },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (typeof Attributes?.email === 'string') await recordAddressAgeGroup(uid, Attributes.email, value);
    return Attributes?.ageConfirmation === value ? 'unchanged' : 'set';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return (await getProfile(uid)) ? 'conflict' : 'no-profile';
  }
}

/**
 * Sets one of the profile's times (ISO 8601) on an existing profile; a profile that is gone stays gone.
 * @returns false when the user has no profile.
 */
async function setProfileTime(uid: string, name: 'lastActiveAt' | 'disclosureSeenAt', at: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET #name = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': name },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  }, false);
}

/** Records that the user used the chat at `at`, for the disclosure's 7-day rule. */
export async function recordLastActive(uid: string, at: string): Promise<void> {
  await setProfileTime(uid, 'lastActiveAt', at);
}

/**
 * Records that the user acknowledged the AI disclosure at `at`.
 * @returns false when the user has no profile.
 */
export const recordDisclosureSeen = (uid: string, at: string): Promise<boolean> => setProfileTime(uid, 'disclosureSeenAt', at);

/**
 * Records a tier (b) or (c) moment at `at` (ISO 8601) as the profile's `lastCrisisAt`, read by the
 * e-mails that leave price and upgrade out for a while after a crisis (domain/mail/after-crisis.ts).
 * An older moment (a reply racing another) changes nothing; a profile that is gone stays gone.
 */
export async function recordLastCrisis(uid: string, at: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(uid),
        UpdateExpression: 'SET lastCrisisAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastCrisisAt) OR lastCrisisAt < :at)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }, undefined);
}
