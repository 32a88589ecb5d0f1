import { GOAL_SUGGESTION_LIMITS, GOAL_LIMITS } from '#shared/goals';
import type { GoalSuggestion } from '#shared/schemas/goals';
import { listMessages } from '../../data/chat-messages';
import { listGoals } from '../../data/goals';
import { log } from '../../kernel/log';
import { getGoalSuggester, templateSuggestion, type SuggestedGoal, type SuggestionRequest } from '../../providers/goal-suggester';
import { screenLocally } from '../../safety/local';
import { screenReply } from '../../safety/reply';
import { requireChat } from '../chat/chat-access';

/**
 * The goal the coach suggests at the end of a session. It saves nothing: the person
 * adds it, edited or not, through POST /api/goals. No suggestion (null) when none fits:
 * - the chat met any crisis tier: a goal nudge beside the crisis lines would be wrong, and a goal
 *   must never be built from a crisis message (the web offers none there either);
 * - the person wrote fewer than GOAL_SUGGESTION_LIMITS.minUserMessages messages: nothing to build on;
 * - they already have GOAL_LIMITS.active active goals: the goal could not be added.
 */

/**
 * A model's suggestion is screened like a reply (SAFETY.md 6), strictly, and by the crisis screen
 * as if the person had written it: a goal about means, doses or dying is never shown.
 */
function isSafe(suggestion: SuggestedGoal): boolean {
  return screenReply(suggestion.text, { flagged: true }).safe && screenLocally({ text: suggestion.text }).tier === 'none';
}

/** The suggestion for the caller's chat, or null when none fits; 404 for an unknown or another user's chat. */
export async function suggestGoalFor(uid: string, chatId: string, signal?: AbortSignal): Promise<GoalSuggestion | null> {
  const [chat, goals] = await Promise.all([requireChat(uid, chatId), listGoals(uid)]);
  if (chat.crisis) return null;
  if (goals.filter((goal) => goal.status === 'active').length >= GOAL_LIMITS.active) return null;
  const turns = (await listMessages(uid, chatId)).map(({ role, content }) => ({ role, content }));
  if (turns.filter((turn) => turn.role === 'user').length < GOAL_SUGGESTION_LIMITS.minUserMessages) return null;

  const request: SuggestionRequest = { chatId, chatGoal: chat.goal, turns, existingGoals: goals.map((goal) => goal.text) };
  let suggestion = await getGoalSuggester().suggest(request, signal);
  if (!isSafe(suggestion)) {
    log.warn('goal suggestion refused by the screen');
    suggestion = templateSuggestion(request);
  }
  return {
    text: suggestion.text,
    chatGoal: chat.goal,
    ...(suggestion.timesPerWeek !== undefined && { timesPerWeek: suggestion.timesPerWeek }),
  };
}
