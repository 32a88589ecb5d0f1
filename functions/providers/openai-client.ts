import type { OpenAIConfig } from '../kernel/config';
import { OpenAIHttp } from './openai-http/client';

/** What an OpenAI client is made from: the configuration, with the key read when first needed. */
export interface OpenAIClientOptions extends Pick<OpenAIConfig, 'baseURL' | 'timeoutMs' | 'maxRetries'> {
  apiKey: () => Promise<string>;
}

/**
 * The client of an OpenAI adapter (the coach, speech, the structured-output callers), made on
 * first use once the key is known and then kept; a failed key read is not kept, so the next call
 * tries again.
 */
export function lazyOpenAI(options: OpenAIClientOptions): () => Promise<OpenAIHttp> {
  let client: Promise<OpenAIHttp> | undefined;
  return () => {
    client ??= options
      .apiKey()
      .then((apiKey) => new OpenAIHttp({ apiKey, baseURL: options.baseURL, timeoutMs: options.timeoutMs, maxRetries: options.maxRetries }))
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      });
    return client;
  };
}
