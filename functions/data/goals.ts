import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GoalStatus } from '#shared/goals';
import type { Goal } from '#shared/schemas/goals';
import { db, tableName, unlessConditionFails } from './client';
import { withNoteSafety } from './note-safety';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * The user's goals: `USER#<uid> / GOAL#<goalId>`, goal ids time-sortable, so a Query
 * lists them oldest first. In the user's partition: another user's goal id is simply not found,
 * and account deletion removes them with everything else.
 */

const GOAL_PREFIX = 'GOAL#';
export const goalKey = (uid: string, goalId: string): ItemKey => ({ pk: userPartition(uid), sk: `${GOAL_PREFIX}${goalId}` });

/** Whether an item of the user's partition is a goal. */
export const isGoalItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(GOAL_PREFIX);

export function goalOf(item: Record<string, unknown>): Goal {
  return {
    goalId: String(item.goalId),
    text: String(item.text),
    chatGoal: Number(item.chatGoal) as Goal['chatGoal'],
    ...(typeof item.timesPerWeek === 'number' && { timesPerWeek: item.timesPerWeek }),
    ...(typeof item.targetDate === 'string' && { targetDate: item.targetDate }),
    status: item.status as GoalStatus,
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    ...(typeof item.completedAt === 'string' && { completedAt: item.completedAt }),
    ...withNoteSafety(item),
  };
}

/** Every goal of the user, oldest first. */
export async function listGoals(uid: string): Promise<Goal[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: GOAL_PREFIX })).map(goalOf);
}

/** A goal's status and completion time only: what a buddy may learn of it, never its words. */
export interface GoalCompletion {
  status: GoalStatus;
  completedAt?: string;
}

/** The status of every goal of the user, reading neither the text nor anything else of them. */
export async function listGoalCompletions(uid: string): Promise<GoalCompletion[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: GOAL_PREFIX, attributes: ['status', 'completedAt'] });
  return items.map((item) => ({
    status: item.status as GoalStatus,
    ...(typeof item.completedAt === 'string' && { completedAt: item.completedAt }),
  }));
}

/** Stores a new goal; its id is new, so the condition only guards against a clash of ids. */
export async function putNewGoal(uid: string, goal: Goal): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...goalKey(uid, goal.goalId), type: 'Goal', ...goal },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** What an update changes: a field left undefined stays; null clears the rhythm or the target date. */
export interface GoalChanges {
  text?: string;
  timesPerWeek?: number | null;
  targetDate?: string | null;
  status?: GoalStatus;
}

/**
 * Applies the changes to an existing goal and answers it as stored, or undefined when the user
 * has no such goal. Becoming completed sets completedAt (kept if it was completed already);
 * becoming active or paused removes it.
 */
export async function updateStoredGoal(
  uid: string,
  goalId: string,
  changes: GoalChanges,
  at: Date = new Date(),
): Promise<Goal | undefined> {
  const set = ['#updatedAt = :updatedAt'];
  const remove: string[] = [];
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':updatedAt': at.toISOString() };
  for (const field of ['text', 'timesPerWeek', 'targetDate', 'status'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (value === null) remove.push(`#${field}`);
    else {
      set.push(`#${field} = :${field}`);
      values[`:${field}`] = value;
    }
  }
  if (changes.status) {
    names['#completedAt'] = 'completedAt';
    if (changes.status === 'completed') set.push('#completedAt = if_not_exists(#completedAt, :updatedAt)');
    else remove.push('#completedAt');
  }
  const output = await unlessConditionFails(
    () =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: goalKey(uid, goalId),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    undefined,
  );
  return output?.Attributes ? goalOf(output.Attributes) : undefined;
}

/** Deletes the goal; false when the user has no such goal. Past check-ins keep its id as history. */
export async function deleteStoredGoal(uid: string, goalId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: goalKey(uid, goalId), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  }, false);
}
