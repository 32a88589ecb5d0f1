import * as z from 'zod/mini';
import { GOAL_LIMITS, GOAL_SUGGESTION_LIMITS } from '#shared/goals';
import { codePointLength, hasHiddenCharacters } from '#shared/text';
import type { OpenAIConfig } from '../../kernel/config';
import { log } from '../../kernel/log';
import { lazyOpenAI } from '../openai-client';
import { strictResponseFormat, structuredAnswer, type StructuredCompletion } from '../openai-json-schema';
import { mayNameSomeone } from '#shared/names';
import type { GoalSuggester, SuggestedGoal, SuggestionTurn } from './port';
import { SUGGESTER_PROMPT, suggesterRequest } from './prompt';
import { anySignal } from '../../kernel/signals';

/**
 * The OpenAI goal suggester: one Chat Completions call with structured output (a strict JSON
 * schema made from the zod schema below), `store: false`, a low temperature, no retries and a
 * short deadline: the person is waiting on a button, and templates are a good answer too. Any
 * failure throws (an HTTP error, the deadline, an answer off the schema, too long, or naming
 * someone); index.ts then answers with a template. Logs carry timings and counts, never content.
 */

export interface OpenAISuggesterOptions extends Pick<OpenAIConfig, 'model' | 'baseURL'> {
  apiKey: () => Promise<string>;
  /** The whole call's deadline (and the client's timeout). */
  timeoutMs: number;
}

/** A sentence and a number: about 30 tokens; the cap stops a rambling answer early. */
export const SUGGESTER_MAX_TOKENS = 120;
/** Low: a plain, predictable goal, with a little room to fit the conversation's words. */
export const SUGGESTER_TEMPERATURE = 0.3;

/** What the model answers. Lengths are checked after parsing (strict mode takes them as words only). */
export const suggestionAnswer = z.strictObject({
  text: z
    .string()
    .check(
      z.maxLength(GOAL_SUGGESTION_LIMITS.textLength),
      z.describe('The goal in plain words, starting with a verb, naming nobody. No "you", "your", "I", "me" or "my".'),
    ),
  timesPerWeek: z.nullable(
    z
      .int()
      .check(
        z.gte(GOAL_LIMITS.minTimesPerWeek),
        z.lte(GOAL_LIMITS.maxTimesPerWeek),
        z.describe('How many times a week, or null when a rhythm does not fit.'),
      ),
  ),
});

/** OpenAI answered, but not with a suggestion we can show (a refusal, cut off, off the schema, naming someone). */
export class InvalidSuggestionError extends Error {
  override readonly name = 'InvalidSuggestionError';
}

/** The `response_format` of the call, built once per process. */
export const suggestionResponseFormat = strictResponseFormat('goal_suggestion', suggestionAnswer);

/** The suggestion a completion holds; throws InvalidSuggestionError when it holds none we may show. */
export function suggestionOf(completion: StructuredCompletion, turns: readonly SuggestionTurn[]): SuggestedGoal {
  const answer = structuredAnswer(completion, suggestionAnswer, (reason) => new InvalidSuggestionError(reason));
  const text = answer.text.replace(/\s+/g, ' ').trim();
  if (!text || codePointLength(text) > GOAL_SUGGESTION_LIMITS.textLength || hasHiddenCharacters(text)) {
    throw new InvalidSuggestionError('the suggestion text is empty, too long or holds hidden characters');
  }
  if (
    mayNameSomeone(
      text,
      turns.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    )
  )
    throw new InvalidSuggestionError('the suggestion may name someone');
  const { timesPerWeek } = answer;
  return { text, ...(timesPerWeek !== null && { timesPerWeek }) };
}

export function openaiGoalSuggester(options: OpenAISuggesterOptions): GoalSuggester {
  const getClient = lazyOpenAI({ ...options, maxRetries: 0 });
  return {
    async suggest(request, callerSignal) {
      const started = Date.now();
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = callerSignal ? anySignal([callerSignal, deadline]) : deadline;
      const openai = await getClient();
      const completion = await openai.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: SUGGESTER_PROMPT },
            { role: 'user', content: suggesterRequest(request.chatGoal, request.turns, request.existingGoals) },
          ],
          store: false,
          temperature: SUGGESTER_TEMPERATURE,
          max_completion_tokens: SUGGESTER_MAX_TOKENS,
          response_format: suggestionResponseFormat(),
        },
        { signal },
      );
      log.info('goal suggestion answered', {
        engine: 'openai',
        model: options.model,
        finishReason: completion.choices[0]?.finish_reason,
        promptTokens: completion.usage?.prompt_tokens,
        completionTokens: completion.usage?.completion_tokens,
        durationMs: Date.now() - started,
      });
      return suggestionOf(completion, request.turns);
    },
  };
}
