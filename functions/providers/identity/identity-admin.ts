import { initializeApp, cert, getApps, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config, ConfigError } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { messages } from '../../../shared/messages';

/**
 * Admin calls to Firebase Authentication (firebase-admin). Only the routes that create users or
 * mint session cookies import this module, so the others stay small and start fast.
 */

let authPromise: Promise<Auth> | undefined;

async function loadServiceAccount(secretArn: string): Promise<Record<string, string>> {
  const client = new SecretsManagerClient({ region: config().region });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!SecretString) throw new Error('The Firebase service account secret is empty');
  return JSON.parse(SecretString);
}

async function createAuth(): Promise<Auth> {
  const { projectId, emulatorHost, serviceAccountSecretArn } = config().firebase;
  // firebase-admin reads the emulator address from the environment itself.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const existing = getApps()[0];
  let app: App;
  if (existing) app = existing;
  else if (emulatorHost) app = initializeApp({ projectId });
  else if (serviceAccountSecretArn) {
    app = initializeApp({ projectId, credential: cert(await loadServiceAccount(serviceAccountSecretArn)) });
  } else {
    throw new ConfigError('Missing environment variable FIREBASE_SERVICE_ACCOUNT_SECRET_ARN (see .env.example)');
  }
  return getAuth(app);
}

/** The Auth client, created once per process. */
export function adminAuth(): Promise<Auth> {
  authPromise ??= createAuth().catch((error) => {
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}

const hasCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === code;

/** Creates an e-mail/password account; throws EMAIL_TAKEN with the spec's text if it exists. */
export async function createEmailUser(input: {
  email: string;
  password: string;
  displayName: string;
}): Promise<string> {
  const auth = await adminAuth();
  try {
    const user = await auth.createUser({ ...input, emailVerified: false });
    return user.uid;
  } catch (error) {
    if (hasCode(error, 'auth/email-already-exists')) {
      throw new AppError('EMAIL_TAKEN', messages.signup.emailTaken);
    }
    throw error;
  }
}

export async function deleteUser(uid: string): Promise<void> {
  await (await adminAuth()).deleteUser(uid);
}

/**
 * The one-time code of a verification e-mail. We send the e-mail ourselves, with a link to our
 * own /email-verified page, so only the code is taken from the link Firebase generates.
 */
export async function emailVerificationCode(email: string): Promise<string> {
  const link = await (await adminAuth()).generateEmailVerificationLink(email);
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('Firebase returned a verification link without a code');
  return code;
}

export async function createSessionCookie(idToken: string, expiresInMs: number): Promise<string> {
  return (await adminAuth()).createSessionCookie(idToken, { expiresIn: expiresInMs });
}
