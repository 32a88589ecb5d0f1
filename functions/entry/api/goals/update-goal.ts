import * as routes from '#shared/routes/goals';
import { updateGoal } from '../../../domain/goals/screened-goals';
import { http } from '../../../http/http';

/**
 * PUT /api/goals/{goalId} — changes text, rhythm, target date or status, new text screened once saved
 * and a crisis reading kept on the goal (domain/crisis/flag-note.ts); 404 for an id the user has no
 * goal under.
 */
export const handler = http(routes.updateGoal, async ({ params, body, session, requestId }) => ({
  success: true,
  ...(await updateGoal(session.uid, params.goalId, body, requestId)),
}));
