import * as routes from '../../shared/routes/goals';
import { createGoalFor } from '../domain/goals/goals';
import { screenNote } from '../domain/crisis/note-screen';
import { http } from '../http/http';

/** POST /api/goals — a new active goal, its text screened once saved (domain/crisis/note-screen.ts); 409 past the cap. */
export const handler = http(routes.createGoal, async ({ body, session, requestId }) => {
  const goal = await createGoalFor(session.uid, body);
  const safety = await screenNote(session.uid, goal.text, new Date(), requestId);
  return { success: true, goal, ...(safety && { safety }) };
});
