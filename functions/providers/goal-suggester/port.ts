import type { ChatGoal } from '#shared/chat';

/**
 * The goal suggester port: a provider that reads the end of a chat and suggests one
 * small goal the person could take on, in plain words. Two adapters: OpenAI structured output
 * (openai.ts) and templates per coaching goal (templates.ts), which answer with no key and
 * whenever the model fails (index.ts). The domain decides whether a suggestion fits at all
 * (functions/domain/goals/suggest-goal.ts); a suggester always suggests.
 */

export interface SuggestionTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface SuggestionRequest {
  /** Picks among templates, so one chat always gets the same one. */
  chatId: string;
  /** The chat's coaching goal: the suggestion serves it. */
  chatGoal: ChatGoal;
  /** The chat's turns, oldest first; adapters read only the last few. */
  turns: readonly SuggestionTurn[];
  /** The texts of the user's goals: a suggestion repeating one would be no help. */
  existingGoals: readonly string[];
}

/** A goal in plain words (at most GOAL_SUGGESTION_LIMITS.textLength characters) and an optional rhythm. */
export interface SuggestedGoal {
  text: string;
  /** Times a week, 1 to 7. */
  timesPerWeek?: number;
}

export interface GoalSuggester {
  /** A suggestion for the chat; throws on any failure (the template adapter never does). */
  suggest(request: SuggestionRequest, signal?: AbortSignal): Promise<SuggestedGoal>;
}
