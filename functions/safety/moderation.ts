import { higherTier, type RiskTier } from '#shared/safety';
import { config, hasOpenAIKey, type OpenAIConfig } from '../kernel/config';
import { log } from '../kernel/log';
import { apiKeySource, KeyNotSetError } from '../providers/coach/api-key';
import { failureFields } from '../providers/coach/fallback';
import { lazyOpenAI } from '../providers/openai-client';
import { anySignal } from '../kernel/signals';

/**
 * OpenAI moderation as a second opinion beside the local screen (SAFETY.md 1). It can only raise
 * a tier, and it fails safe: no key, an error or a timeout gives `undefined` and the local screen
 * alone decides. Nothing is stored by the endpoint; logs carry categories and timings only.
 */

export interface ModerationVerdict {
  tier: RiskTier;
  harmToOthers: boolean;
  /** The flagged categories, e.g. 'self-harm/intent'. */
  categories: string[];
}

export type Moderator = (text: string, signal?: AbortSignal) => Promise<ModerationVerdict | undefined>;

export const MODERATION_MODEL = 'omni-moderation-latest';
/** In front of every reply, so short: a slow moderation must not hold up the conversation. */
export const MODERATION_TIMEOUT_MS = 2_500;

/**
 * Self-harm/intent at or above this score counts as tier c, below it as b. The category also fires
 * on wishes to be dead (C-SSRS 1), where a blocking crisis screen would be out of proportion, so
 * only a confident score gets tier c; the local screen decides c from explicit intent, plan, means
 * or an attempt. A first guess to calibrate on real, consented traffic.
 */
export const INTENT_HIGH = 0.9;
/** Violence alone fires on fiction and news; it counts as a threat only when this confident or threatening. */
export const VIOLENCE_HIGH = 0.9;

/** A moderation result's flags and scores, by category name (e.g. 'self-harm/intent'). */
export interface ModerationScores {
  categories: Record<string, boolean>;
  category_scores: Record<string, number>;
}

/** The tier a moderation result stands for (the mapping is documented above and in the README). */
export function verdictOf(result: ModerationScores): ModerationVerdict {
  const flags = result.categories;
  const scores = result.category_scores;
  const categories = Object.keys(flags).filter((name) => flags[name]);
  let tier: RiskTier = 'none';
  if (flags['self-harm']) tier = 'a';
  if (flags['self-harm/instructions']) tier = higherTier(tier, 'b');
  if (flags['self-harm/intent']) tier = higherTier(tier, (scores['self-harm/intent'] ?? 0) >= INTENT_HIGH ? 'c' : 'b');
  const threatening = Boolean(flags['harassment/threatening'] || flags['hate/threatening'] || flags['illicit/violent']);
  const harmToOthers = Boolean(flags.violence) && (threatening || (scores.violence ?? 0) >= VIOLENCE_HIGH);
  if (harmToOthers) tier = 'c';
  return { tier, harmToOthers, categories };
}

/** Rejects when the signal aborts: bounds steps that take no signal, such as reading the key. */
function bounded<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export interface ModeratorOptions extends Pick<OpenAIConfig, 'baseURL'> {
  apiKey: () => Promise<string>;
  timeoutMs?: number;
}

/** A moderator with its own client, made on first use once the key is known. */
export function createModerator(options: ModeratorOptions): Moderator {
  const timeoutMs = options.timeoutMs ?? MODERATION_TIMEOUT_MS;
  // No retries: the local screen has already decided, and a retry would only delay the reply.
  const getClient = lazyOpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeoutMs, maxRetries: 0 });

  return async (text, callerSignal) => {
    const started = Date.now();
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? anySignal([callerSignal, deadline]) : deadline;
    try {
      const openai = await bounded(getClient(), signal);
      const response = await openai.moderations.create({ model: MODERATION_MODEL, input: text }, { signal });
      const result = response.results[0];
      if (!result) throw new Error('Moderation returned no result');
      // The SDK's result names each category; the mapping reads them by name.
      const verdict = verdictOf(result as unknown as ModerationScores);
      // No tier or categories: beside the request's uid they would be health data in the logs (SAFETY.md 11).
      log.info('moderation', { durationMs: Date.now() - started });
      return verdict;
    } catch (error) {
      if (error instanceof KeyNotSetError) log.info('moderation skipped: no OpenAI key set yet');
      else log.warn('moderation failed; the local screen decides', { ...failureFields(error), durationMs: Date.now() - started });
      return undefined;
    }
  };
}

let moderator: Moderator | null | undefined;

/**
 * The process's moderator, or null when no key is configured (then nothing is ever sent). An
 * OpenAI-compatible server without a key (a local model) has no moderation endpoint: null too.
 */
function getModerator(): Moderator | null {
  if (moderator === undefined) {
    const openai = config().openai;
    moderator = hasOpenAIKey(openai) ? createModerator({ apiKey: apiKeySource(openai), baseURL: openai.baseURL }) : null;
  }
  return moderator;
}

/**
 * OpenAI moderation (`omni-moderation-latest`) when a key is configured; undefined when no key,
 * on error or timeout (fail safe: the local screen alone decides).
 */
export async function moderate(text: string, signal?: AbortSignal): Promise<ModerationVerdict | undefined> {
  let current: Moderator | null;
  try {
    current = getModerator();
  } catch (error) {
    log.warn('moderation not configured; the local screen decides', failureFields(error));
    return undefined;
  }
  return current ? current(text, signal) : undefined;
}

/** Forgets the moderator; for tests that change the configuration. */
export function resetModeration(): void {
  moderator = undefined;
}
