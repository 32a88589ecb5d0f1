import type OpenAI from 'openai';
import type { OpenAIConfig } from '../../kernel/config';
import { log } from '../../kernel/log';
import { COACH_NAME } from '../../../shared/chat';
import { DEFAULT_BUDGET, planContext, windowWithoutFold, type ContextBudget } from './context';
import { lazyOpenAI } from '../openai-client';
import { failureFields } from './fallback';
import type { Coach, CoachReply, CoachRequest, CoachTurn } from './port';
import { SUMMARY_PROMPT, systemPrompt } from './prompts';

/**
 * The OpenAI coach: Chat Completions with `store: false`, so OpenAI keeps no copy for its
 * dashboards or evals (chat content is the users' own, SAFETY.md 11). It throws on any failure;
 * withFallback (fallback.ts) turns that into an offline reply.
 */

export interface OpenAICoachOptions extends Pick<OpenAIConfig, 'model' | 'baseURL' | 'timeoutMs' | 'maxRetries'> {
  apiKey: () => Promise<string>;
  budget?: ContextBudget;
}

/** Long enough for 2 to 5 short paragraphs; a cap on cost if the model rambles. */
const REPLY_MAX_TOKENS = 600;
const SUMMARY_MAX_TOKENS = 300;
/** Share of the total time the summary call may take, so the reply still has time after it. */
const SUMMARY_TIME_SHARE = 0.4;

/** Thrown when OpenAI answered but gave nothing usable (empty, filtered). */
export class EmptyReplyError extends Error {}

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const asMessages = (turns: readonly CoachTurn[]): Message[] => turns.map((turn) => ({ role: turn.role, content: turn.content }));

/** A reply cut off by the token cap ends at its last whole sentence rather than mid-word. */
function wholeSentences(text: string): string {
  const end = Math.max(text.lastIndexOf('. '), text.lastIndexOf('! '), text.lastIndexOf('? '), text.lastIndexOf('\n'));
  return end > text.length / 2 ? text.slice(0, end + 1).trim() : text;
}

/** The transcript the summary call reads: previous summary, then the turns being folded. */
function foldInput(summary: string | undefined, fold: readonly CoachTurn[]): string {
  const lines = fold.map((turn) => `${turn.role === 'user' ? 'User' : COACH_NAME}: ${turn.content}`);
  return `Previous summary:\n${summary?.trim() || '(none)'}\n\nNext part of the conversation:\n${lines.join('\n')}`;
}

/** Creates the OpenAI coach; the SDK client is made on first use, once the key is known. */
export function openaiCoach(options: OpenAICoachOptions): Coach {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const getClient = lazyOpenAI(options);

  async function complete(messages: Message[], maxTokens: number, signal: AbortSignal, maxRetries?: number) {
    const openai = await getClient();
    const completion = await openai.chat.completions.create(
      { model: options.model, messages, store: false, max_completion_tokens: maxTokens },
      { signal, ...(maxRetries === undefined ? {} : { maxRetries }) },
    );
    const choice = completion.choices[0];
    const text = choice?.message.content?.trim();
    if (!text || choice?.finish_reason === 'content_filter') throw new EmptyReplyError('OpenAI returned no usable text');
    return {
      text: choice?.finish_reason === 'length' ? wholeSentences(text) : text,
      promptTokens: completion.usage?.prompt_tokens,
      completionTokens: completion.usage?.completion_tokens,
    };
  }

  /** Folds turns into the summary; undefined when that failed (the fold is tried again later). */
  async function summarize(summary: string | undefined, fold: readonly CoachTurn[], signal: AbortSignal) {
    const started = Date.now();
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs * SUMMARY_TIME_SHARE)]);
    try {
      const messages: Message[] = [
        { role: 'system', content: SUMMARY_PROMPT },
        { role: 'user', content: foldInput(summary, fold) },
      ];
      const result = await complete(messages, SUMMARY_MAX_TOKENS, deadline, Math.min(options.maxRetries, 1));
      log.info('coach summary', {
        model: options.model,
        foldedTurns: fold.length,
        promptTokens: result.promptTokens,
        completionTokens: result.completionTokens,
        durationMs: Date.now() - started,
      });
      return result.text;
    } catch (error) {
      if (signal.aborted) throw error;
      log.warn('coach summary failed', { ...failureFields(error), durationMs: Date.now() - started });
      return undefined;
    }
  }

  return {
    async reply(request: CoachRequest, callerSignal?: AbortSignal): Promise<CoachReply> {
      const started = Date.now();
      // The SDK's timeout is per attempt; this deadline bounds all attempts and the summary call.
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
      const plan = planContext(request.turns, request.summary, request.summarizedTurns, budget);
      let window = plan.window;
      let summary = request.summary;
      let folded: Pick<CoachReply, 'summary' | 'summarizedTurns'> = {};
      if (plan.fold.length > 0) {
        const next = await summarize(request.summary, plan.fold, signal);
        if (next) {
          summary = next;
          folded = { summary: next, summarizedTurns: plan.summarizedTurns };
        } else {
          window = windowWithoutFold(request.turns, budget);
        }
      }
      const messages: Message[] = [{ role: 'system', content: systemPrompt({ ...request, summary }) }, ...asMessages(window)];
      const result = await complete(messages, REPLY_MAX_TOKENS, signal);
      log.info('coach reply', {
        engine: 'openai',
        model: options.model,
        goal: request.goal,
        style: request.style,
        turns: request.turns.length,
        windowTurns: window.length,
        promptTokens: result.promptTokens,
        completionTokens: result.completionTokens,
        durationMs: Date.now() - started,
      });
      return { text: result.text, engine: 'openai', ...folded };
    },
  };
}
