import * as routes from '../../shared/routes/goals';
import { createGoalFor } from '../domain/goals/goals';
import { http } from '../http/http';

/** POST /api/goals — a new active goal; 409 past the cap on active goals. */
export const handler = http(routes.createGoal, async ({ body, session }) => ({
  success: true,
  goal: await createGoalFor(session.uid, body),
}));
