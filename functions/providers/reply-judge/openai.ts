import type { OpenAIConfig } from '../../kernel/config';
import { lazyOpenAI } from '../openai-client';
import { strictResponseFormat, structuredAnswer, type StructuredCompletion } from '../openai-json-schema';
import { breachesOf, replyJudgement, type ReplyJudgement } from './judgement';
import { JUDGE_POLICY, judgeRequest } from './policy';
import { InvalidJudgementError, type ReplyJudge } from './port';

/**
 * The OpenAI reply judge: one Chat Completions call with structured output (a strict JSON schema
 * made from the zod schema: the policy's categories as booleans), `store: false`, temperature 0,
 * no retries: it runs against the reply screen's deadline, and a late answer is no answer. An
 * answer that is not a valid judgement throws, like an HTTP error.
 */

export interface OpenAIJudgeOptions extends Pick<OpenAIConfig, 'baseURL'> {
  /** SAFETY_JUDGE_MODEL, or the coach's model. */
  model: string;
  apiKey: () => Promise<string>;
  /** The client's own timeout; the caller's signal carries the real deadline. */
  timeoutMs: number;
}

/** Ten booleans: about 60 tokens; the cap stops a rambling answer early. */
export const JUDGE_MAX_TOKENS = 150;

/** The `response_format` of the call, built once per process. */
export const judgementResponseFormat = strictResponseFormat('reply_judgement', replyJudgement);

/** The judgement of a completion; throws InvalidJudgementError when it holds none. */
export const judgementOf = (completion: StructuredCompletion): ReplyJudgement =>
  structuredAnswer(completion, replyJudgement, (reason) => new InvalidJudgementError(reason));

export function openaiReplyJudge(options: OpenAIJudgeOptions): ReplyJudge {
  const getClient = lazyOpenAI({ ...options, maxRetries: 0 });
  return {
    async judge(input, signal) {
      const openai = await getClient();
      const completion = await openai.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: JUDGE_POLICY },
            { role: 'user', content: judgeRequest(input) },
          ],
          store: false,
          temperature: 0,
          max_completion_tokens: JUDGE_MAX_TOKENS,
          response_format: judgementResponseFormat(),
        },
        { signal },
      );
      return breachesOf(judgementOf(completion));
    },
  };
}
