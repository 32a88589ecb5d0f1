import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GuardianControlName, GuardianControlSettings } from '#shared/guardian-controls';
import { db, tableName, unlessConditionFails } from './client';
import { consentFactsOf } from './guardians';
import { profileKey } from './user-partition';
import { userTimeZoneOf, type UserTimeZone } from './user-time-zone';

/**
 * A teen's guardian controls (shared/guardian-controls.ts), kept once per teen on their profile
 * item (`guardianControls`), so two guardians change the same settings and every chat message
 * reads them with the profile it reads anyway (data/users.ts getProfileWithConsent). Each
 * setting keeps who changed it last (the guardian's uid and first name) and when.
 */

export interface ControlChange {
  byUid: string;
  by: string;
  /** ISO 8601. */
  at: string;
}

export interface StoredGuardianControls extends GuardianControlSettings {
  /** The zone the guardian's browser was in, for coach hours while the teen's own zone is not known. */
  timeZone?: string;
  changes: Partial<Record<GuardianControlName, ControlChange>>;
}

/** What the controls are read with: the stored settings, the teen's zone and how many guardians they have. */
export interface TeenControlFacts {
  stored?: StoredGuardianControls;
  zone?: UserTimeZone;
  guardians: number;
}

/** The controls' facts of a stored profile item. */
export function teenControlFactsOf(item: Record<string, unknown> | undefined): TeenControlFacts {
  const stored = item?.guardianControls as StoredGuardianControls | undefined;
  const zone = userTimeZoneOf(item);
  return { ...(stored && { stored }), ...(zone && { zone }), guardians: consentFactsOf(item).guardians };
}

/** The teen's controls' facts, read on their own (the guardian's page, the voice routes, memory). */
export async function getTeenControlFacts(teenUid: string): Promise<TeenControlFacts> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: profileKey(teenUid),
      ProjectionExpression: 'guardianControls, guardianCount, #zone, nextTimeZone, nextTimeZoneFrom',
      ExpressionAttributeNames: { '#zone': 'timeZone' },
      ConsistentRead: true,
    }),
  );
  return teenControlFactsOf(Item);
}

/** Stores the teen's controls whole; false when the teen has no profile. */
export async function putGuardianControls(teenUid: string, controls: StoredGuardianControls): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(teenUid),
        UpdateExpression: 'SET guardianControls = :controls',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':controls': controls },
      }),
    );
    return true;
  }, false);
}

/**
 * Forgets the teen's controls once no guardian is linked (the count at zero), so a guardian linked
 * later starts from the defaults rather than from settings another chose; a guardian confirming
 * meanwhile keeps them.
 */
export async function forgetControlsWithoutGuardian(teenUid: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(teenUid),
        UpdateExpression: 'REMOVE guardianControls',
        ConditionExpression: 'attribute_exists(guardianControls) AND (attribute_not_exists(guardianCount) OR guardianCount <= :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  }, undefined);
}
