import OpenAI from 'openai';
import type { OpenAIConfig } from '../kernel/config';

/** What an OpenAI client is made from: the configuration, with the key read when first needed. */
export interface OpenAIClientOptions extends Pick<OpenAIConfig, 'baseURL' | 'timeoutMs' | 'maxRetries'> {
  apiKey: () => Promise<string>;
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * failureFields (coach/fallback.ts) logs an error's class name; a minified bundle renames the
 * SDK's classes, so each states its own name, and the logs read the same bundled or not.
 */
const ERRORS = {
  APIError: OpenAI.APIError,
  BadRequestError: OpenAI.BadRequestError,
  AuthenticationError: OpenAI.AuthenticationError,
  PermissionDeniedError: OpenAI.PermissionDeniedError,
  NotFoundError: OpenAI.NotFoundError,
  ConflictError: OpenAI.ConflictError,
  UnprocessableEntityError: OpenAI.UnprocessableEntityError,
  RateLimitError: OpenAI.RateLimitError,
  InternalServerError: OpenAI.InternalServerError,
  APIUserAbortError: OpenAI.APIUserAbortError,
  APIConnectionError: OpenAI.APIConnectionError,
  APIConnectionTimeoutError: OpenAI.APIConnectionTimeoutError,
};
for (const [name, constructor] of Object.entries(ERRORS)) Object.defineProperty(constructor, 'name', { value: name });

/**
 * The `openai` SDK's client for one adapter. Everything is passed, nothing read from the
 * environment (the SDK would otherwise pick up OPENAI_BASE_URL, an organization or a project on
 * its own). `timeout` is per attempt (until the answer's headers): each caller bounds the whole
 * call with its own signal. The SDK's own log is off: it could print requests, that is users'
 * words (SAFETY.md 11); our logs carry sizes and times.
 */
export function openAIClient(apiKey: string, options: Omit<OpenAIClientOptions, 'apiKey'>): OpenAI {
  return new OpenAI({
    apiKey,
    baseURL: options.baseURL ?? OPENAI_BASE_URL,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    logLevel: 'off',
  });
}

/**
 * The client of an OpenAI adapter (the coach, speech, moderation, the structured-output callers),
 * made on first use once the key is known and then kept; a failed key read is not kept, so the
 * next call tries again.
 */
export function lazyOpenAI(options: OpenAIClientOptions): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () => {
    client ??= options
      .apiKey()
      .then((apiKey) => openAIClient(apiKey, options))
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      });
    return client;
  };
}
