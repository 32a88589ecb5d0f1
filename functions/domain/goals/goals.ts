import { GOAL_LIMITS } from '#shared/goals';
import { GOAL_NOT_FOUND_MESSAGE, TOO_MANY_ACTIVE_GOALS_MESSAGE } from '#shared/error-messages';
import type { CreateGoalBody, Goal, UpdateGoalBody } from '#shared/schemas/goals';
import { deleteStoredGoal, listGoals, putNewGoal, updateStoredGoal } from '../../data/goals';
import { newTimeId } from '../../data/time-id';
import { AppError, notFound } from '../../kernel/errors';

/**
 * Goals: the cap on active goals is checked here, on a read of the user's goals. Two
 * creates racing from two tabs could pass it together and make 11; the cap keeps the list
 * short for the person, it guards nothing, so a transaction (which dynalite lacks) is not worth it.
 */

const activeCount = (goals: readonly Goal[]): number => goals.filter((goal) => goal.status === 'active').length;
const tooManyActive = () => new AppError('CONFLICT', TOO_MANY_ACTIVE_GOALS_MESSAGE);

/** A new active goal; 409 when the user already has GOAL_LIMITS.active of them. */
export async function createGoalFor(uid: string, body: CreateGoalBody, at: Date = new Date()): Promise<Goal> {
  if (activeCount(await listGoals(uid)) >= GOAL_LIMITS.active) throw tooManyActive();
  const now = at.toISOString();
  const goal: Goal = {
    goalId: newTimeId(at.getTime()),
    text: body.text,
    chatGoal: body.chatGoal,
    ...(body.timesPerWeek !== undefined && { timesPerWeek: body.timesPerWeek }),
    ...(body.targetDate !== undefined && { targetDate: body.targetDate }),
    status: 'active',
    createdAt: now,
    updatedAt: now,
  };
  await putNewGoal(uid, goal);
  return goal;
}

/**
 * Changes a goal of the user's and answers it as stored: 404 for an id they have no goal under
 * (another user's included), 409 when making it active would pass the cap.
 */
export async function updateGoalFor(uid: string, goalId: string, changes: UpdateGoalBody, at: Date = new Date()): Promise<Goal> {
  if (changes.status === 'active') {
    const goals = await listGoals(uid);
    const current = goals.find((goal) => goal.goalId === goalId);
    if (!current) throw notFound(GOAL_NOT_FOUND_MESSAGE);
    if (current.status !== 'active' && activeCount(goals) >= GOAL_LIMITS.active) throw tooManyActive();
  }
  const updated = await updateStoredGoal(uid, goalId, changes, at);
  if (!updated) throw notFound(GOAL_NOT_FOUND_MESSAGE);
  return updated;
}

/** The user's goals, oldest first, whatever their status. */
export const goalsOf = (uid: string): Promise<Goal[]> => listGoals(uid);

/** Deletes a goal of the user's; 404 for an id they have no goal under (another user's included). */
export async function deleteGoal(uid: string, goalId: string): Promise<void> {
  if (!(await deleteStoredGoal(uid, goalId))) throw notFound(GOAL_NOT_FOUND_MESSAGE);
}
