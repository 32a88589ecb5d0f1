import type { OpenAIConfig } from '../../kernel/config';
import { lazyOpenAI } from '../openai-client';
import type { ChatCompletion, ChatCompletionMessageParam as ChatMessage } from 'openai/resources/chat/completions';
import { breachesOf, replyJudgement, type JudgedCategory } from './judgement';
import { isLlamaGuard, llamaGuardBreaches } from './llama-guard';
import { JUDGE_ANSWER_FORMAT, JUDGE_POLICY, judgeRequest } from './policy';
import { InvalidJudgementError, type JudgedReply, type ReplyJudge } from './port';

/**
 * The reply judge on an OpenAI-compatible server (Ollama, vLLM, a llama.cpp server) without a
 * key: on a guard model named by SAFETY_JUDGE_MODEL, or on the coach's own model. The request
 * keeps to the fields such servers know (no `store`, `max_tokens`, JSON mode rather than a strict
 * schema), and the answer is read in the model's own format:
 * - Llama Guard 3 (a model named like it): "safe" or "unsafe" and its codes (llama-guard.ts);
 * - any other model, gpt-oss-safeguard or the coach's own, reads the written policy and answers
 *   the policy's JSON object, checked against the same schema as OpenAI's structured output.
 */

export interface CompatibleJudgeOptions extends Pick<OpenAIConfig, 'baseURL'> {
  model: string;
  /** The client's own timeout; the caller's signal carries the real deadline. */
  timeoutMs: number;
}

/** Room for the JSON object, or for a guard's verdict and codes. */
const MAX_TOKENS = 200;

/** What a server that needs no key is sent as one (Ollama's own examples send "ollama"). */
const NO_KEY = 'not-needed';

/** The text of a completion's answer; throws InvalidJudgementError when there is none. */
function answerText(completion: ChatCompletion): string {
  const choice = completion.choices[0];
  const content = choice?.message.content;
  if (!choice || !content?.trim() || choice.message.refusal || choice.finish_reason !== 'stop') {
    throw new InvalidJudgementError(`no answer (finish reason ${choice?.finish_reason ?? 'none'})`);
  }
  return content;
}

/** The policy's JSON object in an answer (a model may wrap it in a code fence), checked against the schema. */
export function policyBreaches(content: string): JudgedCategory[] {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  let json: unknown;
  try {
    json = JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new InvalidJudgementError('the answer is not JSON');
  }
  const parsed = replyJudgement.safeParse(json);
  if (!parsed.success) throw new InvalidJudgementError('the answer is off the schema');
  return breachesOf(parsed.data);
}

/** The call's messages and how its answer is read, by the judge model's format. */
function dialect(model: string): {
  messages: (input: JudgedReply) => ChatMessage[];
  json: boolean;
  read: (content: string) => JudgedCategory[];
} {
  if (isLlamaGuard(model)) {
    return {
      // Its template turns the turns into its own prompt; a system message would be read as a turn.
      messages: (input) => [
        { role: 'user', content: input.asked?.trim() || '(no message)' },
        { role: 'assistant', content: input.reply },
      ],
      json: false,
      read: llamaGuardBreaches,
    };
  }
  return {
    messages: (input) => [
      { role: 'system', content: `${JUDGE_POLICY}\n\n${JUDGE_ANSWER_FORMAT}` },
      { role: 'user', content: judgeRequest(input) },
    ],
    json: true,
    read: policyBreaches,
  };
}

export function compatibleReplyJudge(options: CompatibleJudgeOptions): ReplyJudge {
  const getClient = lazyOpenAI({
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    maxRetries: 0,
    apiKey: () => Promise.resolve(NO_KEY),
  });
  const { messages, json, read } = dialect(options.model);
  return {
    async judge(input, signal) {
      const openai = await getClient();
      const completion = await openai.chat.completions.create(
        {
          model: options.model,
          messages: messages(input),
          temperature: 0,
          max_tokens: MAX_TOKENS,
          ...(json && { response_format: { type: 'json_object' as const } }),
        },
        { signal },
      );
      return read(answerText(completion));
    },
  };
}
