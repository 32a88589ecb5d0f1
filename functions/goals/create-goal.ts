import * as routes from '../../shared/routes/goals';
import { goalKey } from '../data/goals';
import { createGoalFor } from '../domain/goals/goals';
import { screenAndFlagNote } from '../domain/crisis/flag-note';
import { http } from '../http/http';

/**
 * POST /api/goals — a new active goal, its text screened once saved and a crisis reading kept on
 * it (domain/crisis/flag-note.ts); 409 past the cap.
 */
export const handler = http(routes.createGoal, async ({ body, session, requestId }) => {
  const created = await createGoalFor(session.uid, body);
  const key = goalKey(session.uid, created.goalId);
  const { note: goal, safety } = await screenAndFlagNote(session.uid, { note: created, key, text: created.text }, requestId);
  return { success: true, goal, ...(safety && { safety }) };
});
