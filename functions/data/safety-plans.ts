import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { withoutBlankRows } from '#shared/safety-plan';
import type { SafetyPlan } from '#shared/schemas/user';
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

const SAFETY_PLAN_SK = 'SAFETY_PLAN';
export const safetyPlanKey = (uid: string): ItemKey => ({ pk: userPartition(uid), sk: SAFETY_PLAN_SK });

/** Whether an item of the user's partition is their safety plan. */
export const isSafetyPlanItem = (item: Record<string, unknown>): boolean => item.sk === SAFETY_PLAN_SK;

/** The plan a stored item holds. */
export function storedPlanOf(item: Record<string, unknown>): StoredSafetyPlan {
  const plan = {
    warningSigns: (item.warningSigns ?? []) as string[],
    copingSteps: (item.copingSteps ?? []) as string[],
    contacts: (item.contacts ?? []) as SafetyPlan['contacts'],
  };
  return { plan, updatedAt: String(item.updatedAt) };
}

/** The saved plan, or undefined before the user saves one. */
export async function getSafetyPlan(uid: string): Promise<StoredSafetyPlan | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: safetyPlanKey(uid), ConsistentRead: true }));
  return Item ? storedPlanOf(Item) : undefined;
}

/**
 * Saves the whole plan in place of the previous one, blank rows dropped (so no caller can store
 * one), and answers it as stored.
 */
export async function saveSafetyPlan(uid: string, sent: SafetyPlan, at: Date = new Date()): Promise<StoredSafetyPlan> {
  const plan = withoutBlankRows(sent);
  const stored: StoredSafetyPlan = { plan, updatedAt: at.toISOString() };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...safetyPlanKey(uid), type: 'SafetyPlan', ...plan, updatedAt: stored.updatedAt },
    }),
  );
  return stored;
}
