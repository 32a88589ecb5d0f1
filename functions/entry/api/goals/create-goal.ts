import * as routes from '#shared/routes/goals';
import { createGoal } from '../../../domain/goals/screened-goals';
import { http } from '../../../http/http';

/**
 * POST /api/goals — a new active goal, its text screened once saved and a crisis reading kept on
 * it (domain/crisis/flag-note.ts); 409 past the cap.
 */
export const handler = http(routes.createGoal, async ({ body, session, requestId }) => ({
  success: true,
  ...(await createGoal(session.uid, body, requestId)),
}));
