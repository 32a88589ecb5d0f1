import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SafetyPlan } from '../../shared/schemas/user';
import { db, tableName } from './client';
import type { ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * The user's own safety plan: `USER#<uid> / SAFETY_PLAN`, one per user. It lives in the user's
 * partition, so account deletion removes it with everything else.
 */

export interface StoredSafetyPlan {
  plan: SafetyPlan;
  /** ISO 8601. */
  updatedAt: string;
}

export const safetyPlanKey = (uid: string): ItemKey => ({ pk: userPartition(uid), sk: 'SAFETY_PLAN' });

/** The saved plan, or undefined before the user saves one. */
export async function getSafetyPlan(uid: string): Promise<StoredSafetyPlan | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: safetyPlanKey(uid), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const plan = {
    warningSigns: (Item.warningSigns ?? []) as string[],
    copingSteps: (Item.copingSteps ?? []) as string[],
    contacts: (Item.contacts ?? []) as SafetyPlan['contacts'],
  };
  return { plan, updatedAt: String(Item.updatedAt) };
}

/** Saves the whole plan in place of the previous one. */
export async function saveSafetyPlan(uid: string, plan: SafetyPlan, at: Date = new Date()): Promise<StoredSafetyPlan> {
  const stored: StoredSafetyPlan = { plan, updatedAt: at.toISOString() };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...safetyPlanKey(uid), type: 'SafetyPlan', ...plan, updatedAt: stored.updatedAt },
    }),
  );
  return stored;
}
