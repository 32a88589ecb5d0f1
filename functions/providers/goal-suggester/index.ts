import { config, hasOpenAIKey } from '../../kernel/config';
import { log } from '../../kernel/log';
import { apiKeySource } from '../coach/api-key';
import { openaiGoalSuggester } from './openai';
import type { GoalSuggester } from './port';
import { templateGoalSuggester } from './templates';

export type { GoalSuggester, SuggestedGoal, SuggestionRequest, SuggestionTurn } from './port';
export { InvalidSuggestionError } from './openai';
export { templateSuggestion } from './templates';

/**
 * The suggestion's whole deadline with OpenAI: the person pressed a button and waits; past it the
 * templates answer at once.
 */
export const SUGGESTION_DEADLINE_MS = 6_000;

/**
 * The model first, a template whenever it fails (an error, the deadline, an unusable answer), so
 * a failing provider never shows: the person gets a suggestion either way.
 */
export function withTemplateFallback(model: GoalSuggester): GoalSuggester {
  return {
    async suggest(request, signal) {
      try {
        return await model.suggest(request, signal);
      } catch (error) {
        log.warn('goal suggestion fell back to templates', { reason: error instanceof Error ? error.name : 'unknown' });
        return templateGoalSuggester.suggest(request);
      }
    },
  };
}

/** Builds the suggester the configuration asks for: OpenAI with templates behind it, or templates alone; exported for tests. */
export function createGoalSuggester(openai = config().openai): GoalSuggester {
  if (!hasOpenAIKey(openai)) return templateGoalSuggester;
  return withTemplateFallback(
    openaiGoalSuggester({
      model: openai.model,
      baseURL: openai.baseURL,
      apiKey: apiKeySource(openai),
      timeoutMs: Math.min(SUGGESTION_DEADLINE_MS, openai.timeoutMs),
    }),
  );
}

let suggester: GoalSuggester | undefined;

/**
 * The configured goal suggester, created once per process: OpenAI structured output when
 * OPENAI_API_KEY (or, in AWS, OPENAI_API_KEY_SECRET_ARN) is set, falling back to templates;
 * templates alone otherwise.
 */
export function getGoalSuggester(): GoalSuggester {
  suggester ??= createGoalSuggester();
  return suggester;
}

/** Forgets the suggester; for tests that change the configuration. */
export function resetGoalSuggester(): void {
  suggester = undefined;
}
