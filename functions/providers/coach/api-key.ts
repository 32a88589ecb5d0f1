import type { OpenAIConfig } from '../../kernel/config';
import { ConfigError } from '../../kernel/config';
import { readSecretString } from '../../kernel/secrets';

/**
 * Where the OpenAI key comes from: the environment locally, Secrets Manager in AWS (read once per
 * cold start; a failed read is retried on the next request rather than cached).
 */

/** The secret still holds the placeholder the stack created it with: no key has been set yet. */
export class KeyNotSetError extends Error {}

/**
 * How long a placeholder is believed before the secret is read again, so that a key the operator
 * puts in is used within minutes, without a deployment.
 */
export const PLACEHOLDER_RECHECK_MS = 5 * 60_000;

export function apiKeySource(
  openai: Pick<OpenAIConfig, 'apiKey' | 'apiKeySecretArn'>,
  now: () => number = Date.now,
): () => Promise<string> {
  const { apiKey, apiKeySecretArn } = openai;
  if (apiKey) return () => Promise.resolve(apiKey);
  if (!apiKeySecretArn) throw new ConfigError('Missing environment variable OPENAI_API_KEY (see .env.example)');
  let loading: Promise<string> | undefined;
  let placeholderUntil = 0;
  return () => {
    if (now() < placeholderUntil) return Promise.reject(new KeyNotSetError('The OpenAI API key secret is not set yet'));
    loading ??= readSecretString(apiKeySecretArn, 'OpenAI API key')
      .then(keyFromSecret)
      .catch((error: unknown) => {
        loading = undefined;
        if (error instanceof KeyNotSetError) placeholderUntil = now() + PLACEHOLDER_RECHECK_MS;
        throw error;
      });
    return loading;
  };
}

/**
 * The key in a secret's value: a plain string, or a JSON object (the console's key/value form)
 * holding it by name. Throws KeyNotSetError for the stack's "replace-with-..." placeholder.
 */
export function keyFromSecret(secret: string): string {
  const text = secret.trim();
  let key: unknown = text;
  if (text.startsWith('{')) {
    const fields = JSON.parse(text) as Record<string, unknown>;
    key = fields.OPENAI_API_KEY ?? fields.apiKey ?? fields.api_key;
  }
  if (typeof key !== 'string' || !key.trim()) throw new Error('The OpenAI API key secret holds no key');
  if (/^replace[- ]with\b/i.test(key.trim())) throw new KeyNotSetError('The OpenAI API key secret is not set yet');
  return key.trim();
}
