import * as routes from '../../shared/routes/goals';
import { updateGoalFor } from '../domain/goals/goals';
import { http } from '../http/http';

/** PUT /api/goals/{goalId} — changes text, rhythm, target date or status; 404 for an id the user has no goal under. */
export const handler = http(routes.updateGoal, async ({ params, body, session }) => ({
  success: true,
  goal: await updateGoalFor(session.uid, params.goalId, body),
}));
