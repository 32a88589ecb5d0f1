import { readSecretString } from './secrets';

/**
 * Where a provider's credential comes from: the environment locally, Secrets Manager in AWS (read
 * once per cold start; a failed read is retried on the next request rather than cached). The stack
 * creates such secrets with a `replace-with-...` placeholder; while one holds it, the provider is
 * unavailable and the secret is read again after PLACEHOLDER_RECHECK_MS, so a value the operator
 * puts in is used without a deployment.
 */

export const PLACEHOLDER_RECHECK_MS = 5 * 60_000;

/** The credential is not configured, or its secret still holds the stack's placeholder. */
export class SecretNotSetError extends Error {}

export interface SecretSpec {
  /** The value itself (local `.env`). */
  value: string | undefined;
  /** Or the ARN of the secret holding it (AWS). */
  secretArn: string | undefined;
  /** What it is, for messages: never the value. */
  what: string;
  /** Names the value may have in a JSON secret (the console's key/value form). */
  jsonFields: readonly string[];
  /** The provider's own "not available" error for a credential that is not set; SecretNotSetError by default. */
  unavailable?: (message: string) => Error;
}

/** A loader of one secret value; rejects with `spec.unavailable` while none is configured. */
export function secretSource(spec: SecretSpec, now: () => number = Date.now): () => Promise<string> {
  const { value, secretArn, what, unavailable = (message) => new SecretNotSetError(message) } = spec;
  if (value) return () => Promise.resolve(value);
  if (!secretArn) return () => Promise.reject(unavailable(`No ${what} is configured`));
  let loading: Promise<string> | undefined;
  let placeholderUntil = 0;
  const notSetYet = () => unavailable(`The ${what} secret is not set yet`);
  return () => {
    if (now() < placeholderUntil) return Promise.reject(notSetYet());
    loading ??= readSecretString(secretArn, what)
      .then((secret) => valueFromSecret(secret, spec))
      .catch((error: unknown) => {
        loading = undefined;
        if (!(error instanceof SecretNotSetError)) throw error;
        placeholderUntil = now() + PLACEHOLDER_RECHECK_MS;
        throw notSetYet();
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
  if (/^replace[- ]with\b/i.test(found.trim())) throw new SecretNotSetError(`The ${spec.what} secret is not set yet`);
  return found.trim();
}
