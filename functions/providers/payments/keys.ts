import { readSecretString } from '../../kernel/secrets';
import { PaymentsUnavailableError } from './port';

/**
 * Where the Stripe secret key and the webhook signing secret come from: the environment locally,
 * Secrets Manager in AWS (read once per cold start, like the coach's key; a failed read is retried
 * on the next request rather than cached). The stack creates both secrets with a
 * `replace-with-...` placeholder; while one holds it, payments answer 503 and the secret is read
 * again after PLACEHOLDER_RECHECK_MS, so a value the operator puts in is used without a deployment.
 */

export const PLACEHOLDER_RECHECK_MS = 5 * 60_000;

export interface SecretSpec {
  /** The value itself (local `.env`). */
  value: string | undefined;
  /** Or the ARN of the secret holding it (AWS). */
  secretArn: string | undefined;
  /** What it is, for messages: never the value. */
  what: string;
  /** Names the value may have in a JSON secret (the console's key/value form). */
  jsonFields: readonly string[];
}

/** A loader of one secret value; throws PaymentsUnavailableError when none is configured. */
export function secretSource(spec: SecretSpec, now: () => number = Date.now): () => Promise<string> {
  const { value, secretArn, what } = spec;
  if (value) return () => Promise.resolve(value);
  if (!secretArn) return () => Promise.reject(new PaymentsUnavailableError(`No ${what} is configured`));
  let loading: Promise<string> | undefined;
  let placeholderUntil = 0;
  return () => {
    if (now() < placeholderUntil) return Promise.reject(new PaymentsUnavailableError(`The ${what} secret is not set yet`));
    loading ??= readSecretString(secretArn, what)
      .then((secret) => valueFromSecret(secret, spec))
      .catch((error: unknown) => {
        loading = undefined;
        if (error instanceof PaymentsUnavailableError) placeholderUntil = now() + PLACEHOLDER_RECHECK_MS;
        throw error;
      });
    return loading;
  };
}

/** The value in a secret: plain text, or a JSON object holding it under one of `jsonFields`. */
export function valueFromSecret(secret: string, spec: Pick<SecretSpec, 'what' | 'jsonFields'>): string {
  const text = secret.trim();
  let found: unknown = text;
  if (text.startsWith('{')) {
    const fields = JSON.parse(text) as Record<string, unknown>;
    found = spec.jsonFields.map((name) => fields[name]).find((candidate) => typeof candidate === 'string');
  }
  if (typeof found !== 'string' || !found.trim()) throw new Error(`The ${spec.what} secret holds no value`);
  if (/^replace[- ]with\b/i.test(found.trim())) throw new PaymentsUnavailableError(`The ${spec.what} secret is not set yet`);
  return found.trim();
}
