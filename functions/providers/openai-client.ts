import OpenAI from 'openai';
import type { OpenAIConfig } from '../kernel/config';

/** What an OpenAI SDK client is made from: the configuration, with the key read when first needed. */
export interface OpenAIClientOptions extends Pick<OpenAIConfig, 'baseURL' | 'timeoutMs' | 'maxRetries'> {
  apiKey: () => Promise<string>;
}

/**
 * The SDK client of an OpenAI adapter (the coach, speech), made on first use once the key is known
 * and then kept; a failed key read is not kept, so the next call tries again.
 */
export function lazyOpenAI(options: OpenAIClientOptions): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () => {
    client ??= options
      .apiKey()
      .then((apiKey) => new OpenAI({ apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: options.maxRetries }))
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      });
    return client;
  };
}
