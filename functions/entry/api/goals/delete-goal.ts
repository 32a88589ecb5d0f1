import * as routes from '#shared/routes/goals';
import { GOAL_DELETED_MESSAGE } from '#shared/error-messages';
import { deleteGoal } from '../../../domain/goals/goals';
import { http } from '../../../http/http';

/** DELETE /api/goals/{goalId} — 404 for an id the user has no goal under (another user's included). */
export const handler = http(routes.deleteGoal, async ({ params, session }) => {
  await deleteGoal(session.uid, params.goalId);
  return { success: true, message: GOAL_DELETED_MESSAGE };
});
