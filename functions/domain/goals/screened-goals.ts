import type { NoteSafety } from '#shared/schemas/crisis';
import type { CreateGoalBody, Goal, UpdateGoalBody } from '#shared/schemas/goals';
import { goalKey } from '../../data/goals';
import { screenAndFlagNote } from '../crisis/flag-note';
import { createGoalFor, updateGoalFor } from './goals';

/** A goal as stored, and the fresh crisis reading when the words just written met a crisis tier. */
export interface ScreenedGoal {
  goal: Goal;
  safety?: NoteSafety;
}

/**
 * A new active goal, its text screened once saved and a crisis reading kept on it
 * (domain/crisis/flag-note.ts); 409 past the cap.
 */
export async function createGoal(uid: string, body: CreateGoalBody, requestId: string): Promise<ScreenedGoal> {
  const created = await createGoalFor(uid, body);
  const key = goalKey(uid, created.goalId);
  const { note: goal, safety } = await screenAndFlagNote(uid, { note: created, key, text: created.text }, requestId);
  return { goal, ...(safety && { safety }) };
}

/**
 * Changes a goal of the user's, new text screened once saved and a crisis reading kept on the goal
 * (domain/crisis/flag-note.ts); 404 for an id the user has no goal under.
 */
export async function updateGoal(uid: string, goalId: string, body: UpdateGoalBody, requestId: string): Promise<ScreenedGoal> {
  const updated = await updateGoalFor(uid, goalId, body);
  // Only text the user wrote now is screened: a change of rhythm or status reads nothing new.
  const text = body.text && updated.text;
  const key = goalKey(uid, updated.goalId);
  const { note: goal, safety } = await screenAndFlagNote(uid, { note: updated, key, text }, requestId);
  return { goal, ...(safety && { safety }) };
}
