import * as routes from '#shared/routes/goals';
import { goalsOf } from '../../../domain/goals/goals';
import { http } from '../../../http/http';

/** GET /api/goals — the user's goals, oldest first, whatever their status. */
export const handler = http(routes.listGoals, async ({ session }) => ({ success: true, goals: await goalsOf(session.uid) }));
