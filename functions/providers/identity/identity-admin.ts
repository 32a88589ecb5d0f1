import { initializeApp, cert, getApps, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import { config, ConfigError } from '../../kernel/config';
import { AppError } from '../../kernel/errors';
import { readSecretString } from '../../kernel/secrets';
import { messages } from '../../../shared/messages';

/**
 * Admin calls to Firebase Authentication (firebase-admin). Only routes with `access.identityAdmin`
 * import this module (their functions alone get the service-account secret), so the others stay
 * small and start fast.
 */

let authPromise: Promise<Auth> | undefined;

async function loadServiceAccount(secretArn: string): Promise<Record<string, string>> {
  return JSON.parse(await readSecretString(secretArn, 'Firebase service account'));
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
export async function createEmailUser(input: { email: string; password: string; displayName: string }): Promise<string> {
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

const isNotFound = (error: unknown): boolean => hasCode(error, 'auth/user-not-found') || hasCode(error, 'auth/email-not-found');

/** Deletes the identity account; one already gone counts as done, so a retried deletion completes. */
export async function deleteUserIfPresent(uid: string): Promise<void> {
  try {
    await deleteUser(uid);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/**
 * The verified claims of a Firebase ID token, or undefined if it is not valid for our project,
 * has expired or was revoked. In emulator mode firebase-admin accepts the emulator's unsigned tokens.
 */
export async function verifyIdToken(idToken: string): Promise<DecodedIdToken | undefined> {
  const auth = await adminAuth();
  try {
    return await auth.verifyIdToken(idToken, true);
  } catch (error) {
    // auth/* codes describe the token (malformed, expired, revoked, user disabled); anything else
    // (Google's certificates unreachable) is our failure and answers 500.
    const code = (error as { code?: unknown })?.code;
    if (typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error') return undefined;
    throw error;
  }
}

/**
 * The one-time code of a password-reset e-mail, or undefined when no account has this e-mail.
 * As for verification, only the code is taken: the e-mail and its link to /reset-password are ours.
 */
export async function passwordResetCode(email: string): Promise<string | undefined> {
  let link: string;
  try {
    link = await (await adminAuth()).generatePasswordResetLink(email);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('Firebase returned a password-reset link without a code');
  return code;
}

/** The identity account, or undefined if there is none. */
export async function findUser(uid: string): Promise<UserRecord | undefined> {
  try {
    return await (await adminAuth()).getUser(uid);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  try {
    return await (await adminAuth()).getUserByEmail(email);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Invalidates every Firebase refresh token of the user, so no stored one can mint a session again. */
export async function revokeRefreshTokens(uid: string): Promise<void> {
  await (await adminAuth()).revokeRefreshTokens(uid);
}

export async function setPassword(uid: string, password: string): Promise<void> {
  await (await adminAuth()).updateUser(uid, { password });
}

export async function unlinkProvider(uid: string, providerId: string): Promise<void> {
  await (await adminAuth()).updateUser(uid, { providersToUnlink: [providerId] });
}

/**
 * A custom token for the browser's Firebase SDK (signInWithCustomToken), which it needs only to
 * run provider flows such as linking Google. Signed by the service account; unsigned in the emulator.
 */
export async function createCustomToken(uid: string): Promise<string> {
  return (await adminAuth()).createCustomToken(uid);
}
