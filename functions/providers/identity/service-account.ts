import { importPKCS8, type CryptoKey } from 'jose';
import { config, ConfigError } from '../../kernel/config';
import { readSecretString } from '../../kernel/secrets';

/** The Firebase service account: who signs the OAuth assertion and custom tokens, and with what key. */
export interface ServiceAccount {
  clientEmail: string;
  privateKeyId: string | undefined;
  /** The RS256 key, imported once per container. */
  signingKey(): Promise<CryptoKey>;
}

/** A service account from its JSON key file (the form Google's console downloads). */
export function serviceAccountFrom(json: string): ServiceAccount {
  const fields = JSON.parse(json) as Record<string, unknown>;
  const clientEmail = fields.client_email;
  const privateKey = fields.private_key;
  if (typeof clientEmail !== 'string' || typeof privateKey !== 'string') {
    throw new Error('The Firebase service account secret has no client_email or private_key');
  }
  let key: Promise<CryptoKey> | undefined;
  return {
    clientEmail,
    privateKeyId: typeof fields.private_key_id === 'string' ? fields.private_key_id : undefined,
    signingKey: () => (key ??= importPKCS8(privateKey, 'RS256')),
  };
}

let loading: Promise<ServiceAccount> | undefined;

/**
 * The service account from Secrets Manager, read once per container (a failed read is retried on
 * the next call). Only routes with `access.identityAdmin` get the secret; outside the emulator they
 * cannot work without it.
 */
export function serviceAccount(): Promise<ServiceAccount> {
  const { serviceAccountSecretArn } = config().firebase;
  if (!serviceAccountSecretArn) {
    return Promise.reject(new ConfigError('Missing environment variable FIREBASE_SERVICE_ACCOUNT_SECRET_ARN (see .env.example)'));
  }
  loading ??= readSecretString(serviceAccountSecretArn, 'Firebase service account')
    .then(serviceAccountFrom)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Forgets the loaded account; for tests that change the configuration. */
export function resetServiceAccount(): void {
  loading = undefined;
}
