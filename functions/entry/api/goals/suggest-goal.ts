import * as routes from '#shared/routes/goals';
import { suggestGoalFor } from '../../../domain/goals/suggest-goal';
import { http } from '../../../http/http';

/** POST /api/goals/suggestion/{chatId} — a goal suggested from the chat, or null when none fits; saves nothing. */
export const handler = http(routes.suggestGoal, async ({ params, session }) => ({
  success: true,
  suggestion: await suggestGoalFor(session.uid, params.chatId),
}));
