import * as routes from '../../shared/routes/goals';
import { updateGoalFor } from '../domain/goals/goals';
import { screenNote } from '../domain/crisis/note-screen';
import { http } from '../http/http';

/**
 * PUT /api/goals/{goalId} — changes text, rhythm, target date or status, new text screened once saved
 * (domain/crisis/note-screen.ts); 404 for an id the user has no goal under.
 */
export const handler = http(routes.updateGoal, async ({ params, body, session, requestId }) => {
  const goal = await updateGoalFor(session.uid, params.goalId, body);
  // Only text the user wrote now is screened: a change of rhythm or status reads nothing new.
  const safety = await screenNote(session.uid, body.text && goal.text, new Date(), requestId);
  return { success: true, goal, ...(safety && { safety }) };
});
