import * as routes from '../../shared/routes/goals';
import { GOAL_DELETED_MESSAGE, GOAL_NOT_FOUND_MESSAGE } from '../../shared/error-messages';
import { deleteStoredGoal } from '../data/goals';
import { http } from '../http/http';
import { notFound } from '../kernel/errors';

/** DELETE /api/goals/{goalId} — 404 for an id the user has no goal under (another user's included). */
export const handler = http(routes.deleteGoal, async ({ params, session }) => {
  if (!(await deleteStoredGoal(session.uid, params.goalId))) throw notFound(GOAL_NOT_FOUND_MESSAGE);
  return { success: true, message: GOAL_DELETED_MESSAGE };
});
