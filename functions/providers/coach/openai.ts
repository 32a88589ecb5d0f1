import type { OpenAIConfig } from '../../kernel/config';
import { log } from '../../kernel/log';
import { COACH_NAME } from '#shared/chat';
import { DEFAULT_BUDGET, planContext, windowWithoutFold, type ContextBudget } from './context';
import { lazyOpenAI } from '../openai-client';
import type { ChatCompletionMessageParam as Message } from 'openai/resources/chat/completions';
import { failureFields } from './fallback';
import type { Coach, CoachPiece, CoachReply, CoachReplyEnd, CoachRequest, CoachTurn } from './port';
import { CONTINUE_PROMPT, SUMMARY_PROMPT, systemPrompt } from './prompts';
import { anySignal } from '../../kernel/signals';

/**
 * The OpenAI coach: Chat Completions with `store: false`, so OpenAI keeps no copy for its
 * dashboards or evals (chat content is the users' own, SAFETY.md 11). It throws on any failure;
 * withFallback (fallback.ts) turns that into an offline reply.
 */

export interface OpenAICoachOptions extends Pick<OpenAIConfig, 'model' | 'baseURL' | 'timeoutMs' | 'maxRetries'> {
  apiKey: () => Promise<string>;
  budget?: ContextBudget;
  /**
   * Another server of the OpenAI protocol with no key (Ollama, vLLM, llama.cpp): it
   * knows `max_tokens` rather than `max_completion_tokens`, and nothing of `store` or usage in streams.
   */
  compatible?: boolean;
}

/** Long enough for 2 to 5 short paragraphs; a cap on cost if the model rambles. */
const REPLY_MAX_TOKENS = 600;
const SUMMARY_MAX_TOKENS = 300;
/** Share of the total time the summary call may take, so the reply still has time after it. */
const SUMMARY_TIME_SHARE = 0.4;

/** Thrown when OpenAI answered but gave nothing usable (empty, filtered). */
export class EmptyReplyError extends Error {}

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

/** Creates the OpenAI coach; the client is made on first use, once the key is known. */
export function openaiCoach(options: OpenAICoachOptions): Coach {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const getClient = lazyOpenAI(options);

  /** The request's fields that differ between OpenAI and the servers that copy its protocol. */
  const dialect = (maxTokens: number) =>
    options.compatible ? { max_tokens: maxTokens } : { store: false, max_completion_tokens: maxTokens };

  async function complete(messages: Message[], maxTokens: number, signal: AbortSignal, maxRetries?: number) {
    const openai = await getClient();
    const completion = await openai.chat.completions.create(
      { model: options.model, messages, ...dialect(maxTokens) },
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
    const deadline = anySignal([signal, AbortSignal.timeout(options.timeoutMs * SUMMARY_TIME_SHARE)]);
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

  /** The prompt of a reply: the system prompt, the window of turns, and any fold of older turns into the summary. */
  async function prepare(request: CoachRequest, signal: AbortSignal) {
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
    // More of a cut-off reply: the model sees its own start and is asked for the rest.
    if (request.continuing) messages.push({ role: 'assistant', content: request.continuing }, { role: 'system', content: CONTINUE_PROMPT });
    return { messages, windowTurns: window.length, folded };
  }

  /** The caller's signal bounded by the coach's own deadline (the client's timeout is per attempt). */
  const withDeadline = (callerSignal?: AbortSignal): AbortSignal => {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    return callerSignal ? anySignal([callerSignal, deadline]) : deadline;
  };

  const logReply = (request: CoachRequest, fields: Record<string, number | undefined>, started: number) =>
    log.info('coach reply', {
      engine: 'openai',
      model: options.model,
      goal: request.goal,
      style: request.style,
      turns: request.turns.length,
      ...fields,
      durationMs: Date.now() - started,
    });

  return {
    async reply(request: CoachRequest, callerSignal?: AbortSignal): Promise<CoachReply> {
      const started = Date.now();
      const signal = withDeadline(callerSignal);
      const { messages, windowTurns, folded } = await prepare(request, signal);
      const result = await complete(messages, REPLY_MAX_TOKENS, signal);
      logReply(request, { windowTurns, promptTokens: result.promptTokens, completionTokens: result.completionTokens }, started);
      return { text: result.text, engine: 'openai', ...folded };
    },

    async *stream(request: CoachRequest, callerSignal?: AbortSignal): AsyncGenerator<CoachPiece, CoachReplyEnd, undefined> {
      const started = Date.now();
      const signal = withDeadline(callerSignal);
      const { messages, windowTurns, folded } = await prepare(request, signal);
      const openai = await getClient();
      // Aborting `signal` closes the HTTP connection: the model stops writing (and billing).
      const chunks = await openai.chat.completions.create(
        {
          model: options.model,
          stream: true,
          messages,
          ...dialect(REPLY_MAX_TOKENS),
          ...(!options.compatible && { stream_options: { include_usage: true } }),
        },
        { signal },
      );
      let firstMs: number | undefined;
      let usage: { prompt_tokens?: number; completion_tokens?: number } | undefined;
      for await (const chunk of chunks) {
        usage = chunk.usage ?? usage;
        const choice = chunk.choices[0];
        if (choice?.finish_reason === 'content_filter') throw new EmptyReplyError('OpenAI filtered the reply');
        const text = choice?.delta?.content;
        if (!text) continue;
        firstMs ??= Date.now() - started;
        yield { text, engine: 'openai' };
      }
      // An aborted stream may end quietly rather than throw: the caller must not take it for a finished reply.
      signal.throwIfAborted();
      if (firstMs === undefined) throw new EmptyReplyError('OpenAI returned no usable text');
      logReply(
        request,
        { windowTurns, firstTokenMs: firstMs, promptTokens: usage?.prompt_tokens, completionTokens: usage?.completion_tokens },
        started,
      );
      return { engine: 'openai', ...folded };
    },
  };
}
