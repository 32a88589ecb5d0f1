import * as routes from '../../shared/routes/goals';
import { goalKey } from '../data/goals';
import { updateGoalFor } from '../domain/goals/goals';
import { screenAndFlagNote } from '../domain/crisis/flag-note';
import { http } from '../http/http';

/**
 * PUT /api/goals/{goalId} — changes text, rhythm, target date or status, new text screened once saved
 * and a crisis reading kept on the goal (domain/crisis/flag-note.ts); 404 for an id the user has no
 * goal under.
 */
export const handler = http(routes.updateGoal, async ({ params, body, session, requestId }) => {
  const updated = await updateGoalFor(session.uid, params.goalId, body);
  // Only text the user wrote now is screened: a change of rhythm or status reads nothing new.
  const text = body.text && updated.text;
  const key = goalKey(session.uid, updated.goalId);
  const { note: goal, safety } = await screenAndFlagNote(session.uid, { note: updated, key, text }, requestId);
  return { success: true, goal, ...(safety && { safety }) };
});
