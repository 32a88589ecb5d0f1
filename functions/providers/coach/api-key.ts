import type { OpenAIConfig } from '../../kernel/config';
import { ConfigError } from '../../kernel/config';
import { secretSource, valueFromSecret, type SecretSpec } from '../../kernel/secret-source';

export { PLACEHOLDER_RECHECK_MS } from '../../kernel/secret-source';

/**
 * Where the OpenAI key comes from, for every OpenAI adapter (the coach, speech, moderation, the
 * report analyst, the risk assessor): the kernel's one secret loader (secret-source.ts), with
 * OpenAI's names.
 */

/** The secret still holds the placeholder the stack created it with: no key has been set yet. */
export class KeyNotSetError extends Error {}

const KEY: Omit<SecretSpec, 'value' | 'secretArn'> = {
  what: 'OpenAI API key',
  jsonFields: ['OPENAI_API_KEY', 'apiKey', 'api_key'],
  unavailable: (message) => new KeyNotSetError(message),
};

export function apiKeySource(
  openai: Pick<OpenAIConfig, 'apiKey' | 'apiKeySecretArn'>,
  now: () => number = Date.now,
): () => Promise<string> {
  const { apiKey, apiKeySecretArn } = openai;
  // A key source is only made when a key is configured (hasOpenAIKey): neither is a setup mistake.
  if (!apiKey && !apiKeySecretArn) throw new ConfigError('Missing environment variable OPENAI_API_KEY (see .env.example)');
  return secretSource({ ...KEY, value: apiKey, secretArn: apiKeySecretArn }, now);
}

/** The key in a secret's value: a plain string, or a JSON object (the console's key/value form) holding it by name. */
export const keyFromSecret = (secret: string): string => valueFromSecret(secret, KEY);
