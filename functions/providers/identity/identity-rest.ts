import { config } from '../../kernel/config';
import { AppError, rateLimited, unavailable } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { PLACEHOLDER_RECHECK_MS, SecretNotSetError, secretSource } from '../../kernel/secret-source';
import { messages } from '#shared/messages';
import { INVALID_RESET_CODE_MESSAGE } from '#shared/error-messages';

/**
 * The Firebase Auth REST calls that act as the user (sign-in, token refresh, applying an e-mail
 * action code), with the server's own API key: the browser's key is public, and once it is limited
 * to the methods the web app calls, password sign-in can only come through our API and its bot
 * check. Against the emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
 */

const TIMEOUT_MS = 10_000;

let serverKey: (() => Promise<string>) | undefined;
/** When the placeholder was last reported: once per recheck, not on every sign-in. */
let warnedAt = Number.NEGATIVE_INFINITY;

/**
 * The server's key: FIREBASE_SERVER_API_KEY, or its secret in AWS. Without either (the emulator,
 * the tests), or while the stack's secret still holds its placeholder, the browser's key: sign-in
 * keeps working until the operator completes the split, and the log says so.
 */
function apiKey(): Promise<string> {
  const { firebase } = config();
  serverKey ??= secretSource({
    value: firebase.serverApiKey,
    secretArn: firebase.serverApiKeySecretArn,
    what: 'Firebase server API key',
    jsonFields: ['FIREBASE_SERVER_API_KEY', 'apiKey'],
  });
  return serverKey().catch((error: unknown) => {
    if (!(error instanceof SecretNotSetError)) throw error;
    if (firebase.serverApiKeySecretArn && Date.now() - warnedAt >= PLACEHOLDER_RECHECK_MS) {
      warnedAt = Date.now();
      log.warn('Firebase server API key not set yet: using the browser key');
    }
    return firebase.apiKey;
  });
}

/** Forgets the loaded key; for tests that change the configuration. */
export function resetServerKey(): void {
  serverKey = undefined;
  warnedAt = Number.NEGATIVE_INFINITY;
}

function baseUrl(service: 'identitytoolkit' | 'securetoken'): string {
  const { emulatorHost } = config().firebase;
  const host = `${service}.googleapis.com`;
  return emulatorHost ? `http://${emulatorHost}/${host}` : `https://${host}`;
}

/** Firebase REST error codes come as "CODE" or "CODE : detail". */
function errorCode(body: unknown): string {
  const message = (body as { error?: { message?: string } } | undefined)?.error?.message ?? '';
  return message.split(':')[0]!.trim();
}

async function post(url: string, body: string, contentType: string): Promise<{ ok: boolean; json: unknown }> {
  const key = await apiKey();
  let response: Response;
  try {
    response = await fetch(`${url}?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(`The sign-in service could not be reached (${(error as Error).name}).`);
  }
  const json = await response.json().catch(() => undefined);
  // At or above 500 the caller sees the generic message; this one is for the logs.
  if (response.status >= 500) throw unavailable('The sign-in service failed. Please try again.');
  return { ok: response.ok, json };
}

export interface PasswordSignIn {
  uid: string;
  idToken: string;
  refreshToken: string;
  emailVerified: boolean;
}

/** The claims of an ID token Firebase just handed us over TLS (so no signature check is needed). */
function claimsOf(idToken: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/** Signs in with e-mail and password; throws INVALID_CREDENTIALS for any wrong pair. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  const { ok, json } = await post(
    `${baseUrl('identitytoolkit')}/v1/accounts:signInWithPassword`,
    JSON.stringify({ email, password, returnSecureToken: true }),
    'application/json',
  );
  if (!ok) {
    const code = errorCode(json);
    if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
      throw rateLimited('Too many attempts. Please wait a few minutes and try again.');
    }
    // Unknown e-mail, wrong password and disabled account all read the same, so the answer
    // does not reveal which e-mails have accounts.
    throw new AppError('INVALID_CREDENTIALS', messages.login.wrongCredentialsInternal);
  }
  const { localId, idToken, refreshToken } = json as Record<string, string>;
  return {
    uid: localId!,
    idToken: idToken!,
    refreshToken: refreshToken!,
    emailVerified: claimsOf(idToken!).email_verified === true,
  };
}

/**
 * Exchanges a refresh token for a fresh ID token; undefined if it was revoked or the user disabled.
 * `uid` is the fresh ID token's subject: the user the refresh token belongs to.
 */
export async function refreshIdToken(refreshToken: string): Promise<{ uid: string; idToken: string; refreshToken: string } | undefined> {
  const { ok, json } = await post(
    `${baseUrl('securetoken')}/v1/token`,
    new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    'application/x-www-form-urlencoded',
  );
  if (!ok) return undefined;
  const body = json as Record<string, string>;
  const claims = claimsOf(body.id_token ?? '');
  const uid = typeof claims.sub === 'string' ? claims.sub : String(claims.user_id ?? '');
  return { uid, idToken: body.id_token!, refreshToken: body.refresh_token! };
}

/** Applies the code from a verification e-mail; throws INVALID_ACTION_CODE if it is not valid. */
export async function applyEmailVerification(oobCode: string): Promise<void> {
  const { ok } = await post(`${baseUrl('identitytoolkit')}/v1/accounts:update`, JSON.stringify({ oobCode }), 'application/json');
  if (!ok) {
    throw new AppError('INVALID_ACTION_CODE', 'This verification link is invalid or has expired. Log in to get a new one.');
  }
}

/**
 * Sets a new password with the code from a password-reset e-mail (`accounts:resetPassword`).
 * @returns the e-mail of the account whose password changed.
 * @throws INVALID_ACTION_CODE when the code is unknown, used or expired.
 */
export async function resetPassword(oobCode: string, newPassword: string): Promise<string> {
  const { ok, json } = await post(
    `${baseUrl('identitytoolkit')}/v1/accounts:resetPassword`,
    JSON.stringify({ oobCode, newPassword }),
    'application/json',
  );
  if (!ok) {
    // The project's own password policy may be stricter than ours: then say what it wants.
    if (errorCode(json) === 'WEAK_PASSWORD') throw new AppError('BAD_REQUEST', messages.signup.passwordRule);
    throw new AppError('INVALID_ACTION_CODE', INVALID_RESET_CODE_MESSAGE);
  }
  const email = (json as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || !email) throw new Error('Firebase reset a password without naming the account');
  return email;
}
