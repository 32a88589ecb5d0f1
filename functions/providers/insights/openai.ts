import { GOALS, STYLES } from '#shared/chat';
import { reportFindings, type ReportFindings } from '#shared/insights/session-report';
import type { OpenAIConfig } from '../../kernel/config';
import { log } from '../../kernel/log';
import { lazyOpenAI } from '../openai-client';
import type { ChatCompletion as Completion, ChatCompletionMessageParam as ChatMessage } from 'openai/resources/chat/completions';
import { reportResponseFormat } from './response-format';
import type { ReportModel } from './port';
import { REPORT_PROMPT, reportRequest } from './prompt';
import { anySignal } from '../../kernel/signals';

/**
 * The OpenAI report analyst: one Chat Completions call with structured output (a strict JSON
 * schema made from the shared zod schema), `store: false` as for the coach. The answer is checked
 * against the zod schema; an answer that fails is asked for once more, and a second failure throws
 * InvalidReportError. Any other failure (HTTP error after the client's retries, timeout) throws too:
 * the domain (analyse-session.ts) then makes the local report. Logs carry counts and timings,
 * never content.
 */

export interface OpenAIReportOptions extends Pick<OpenAIConfig, 'model' | 'baseURL' | 'timeoutMs' | 'maxRetries'> {
  apiKey: () => Promise<string>;
}

/** Twelve topics in a few sentences each: room enough, and a cap on cost if the model rambles. */
export const REPORT_MAX_TOKENS = 2_000;

/** The first answer, and one more when it was not a valid report. */
export const REPORT_ATTEMPTS = 2;

/** OpenAI answered twice, but neither answer was a valid report. */
export class InvalidReportError extends Error {}

/**
 * The findings of a completion, or undefined when it holds none that pass the schema: a refusal,
 * an answer cut off by the token cap, text that is not JSON, or JSON off the schema.
 */
export function findingsOf(completion: Pick<Completion, 'choices'>): ReportFindings | undefined {
  const choice = completion.choices[0];
  const content = choice?.message.content;
  if (!content || choice.message.refusal || choice.finish_reason !== 'stop') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return undefined;
  }
  const parsed = reportFindings.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Creates the OpenAI report model; the client is made on first use, once the key is known. */
export function openaiReportModel(options: OpenAIReportOptions): ReportModel {
  const getClient = lazyOpenAI(options);
  return {
    async findings(input, callerSignal) {
      const started = Date.now();
      // The client's timeout is per attempt; this deadline bounds both answers and their retries.
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = callerSignal ? anySignal([callerSignal, deadline]) : deadline;
      const own = input.messages.filter((message) => message.role === 'user').map((message) => message.content);
      const messages: ChatMessage[] = [
        { role: 'system', content: REPORT_PROMPT },
        { role: 'user', content: reportRequest(GOALS[input.chatGoal], STYLES[input.chatStyle], own) },
      ];
      const openai = await getClient();
      for (let attempt = 1; attempt <= REPORT_ATTEMPTS; attempt += 1) {
        const completion = await openai.chat.completions.create(
          {
            model: options.model,
            messages,
            store: false,
            max_completion_tokens: REPORT_MAX_TOKENS,
            response_format: reportResponseFormat(),
          },
          { signal },
        );
        const fields = {
          engine: 'openai',
          model: options.model,
          attempt,
          messages: own.length,
          finishReason: completion.choices[0]?.finish_reason,
          promptTokens: completion.usage?.prompt_tokens,
          completionTokens: completion.usage?.completion_tokens,
          durationMs: Date.now() - started,
        };
        const findings = findingsOf(completion);
        if (findings) {
          log.info('session report analysed', fields);
          return findings;
        }
        log.warn('session report answer invalid', fields);
      }
      throw new InvalidReportError(`OpenAI gave no valid report in ${REPORT_ATTEMPTS} answers`);
    },
  };
}
