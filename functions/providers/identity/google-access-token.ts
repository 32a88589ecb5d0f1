import { SignJWT } from 'jose';
import { unavailable } from '../../kernel/errors';
import { GOOGLE_ENDPOINTS } from './google-endpoints';
import type { ServiceAccount } from './service-account';

/**
 * The service account's OAuth2 access token for Identity Toolkit, minted without firebase-admin:
 * an RS256 assertion signed with the account's key, exchanged at Google's token endpoint (the
 * JWT-bearer grant). One token serves the container until shortly before it expires.
 */

const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google checks the assertion's audience against its own token endpoint, wherever it is posted. */
const ASSERTION_AUDIENCE = 'https://oauth2.googleapis.com/token';
export const ACCESS_TOKEN_SCOPES = 'https://www.googleapis.com/auth/identitytoolkit https://www.googleapis.com/auth/cloud-platform';
/** The longest assertion Google accepts. */
const ASSERTION_LIFETIME_S = 3600;
/** Renewed this long before Google's expiry, so a call never leaves with a token about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;

interface AccessToken {
  value: string;
  renewAt: number;
}

let current: Promise<AccessToken> | undefined;

async function assertion(account: ServiceAccount): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: ACCESS_TOKEN_SCOPES })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.privateKeyId && { kid: account.privateKeyId }) })
    .setIssuer(account.clientEmail)
    .setAudience(ASSERTION_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ASSERTION_LIFETIME_S)
    .sign(await account.signingKey());
}

async function mint(account: ServiceAccount): Promise<AccessToken> {
  const body = new URLSearchParams({ grant_type: GRANT_TYPE, assertion: await assertion(account) });
  let response: Response;
  try {
    response = await fetch(GOOGLE_ENDPOINTS.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(`Google's token endpoint could not be reached (${(error as Error).name}).`);
  }
  const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (response.status >= 500) throw unavailable(`Google's token endpoint failed (${response.status}).`);
  // A refusal (revoked key, wrong account) is a configuration fault: only the operator can mend it.
  if (!response.ok || typeof json?.access_token !== 'string') {
    throw new Error(`Google refused the service account's token request (${String(json?.error ?? response.status)})`);
  }
  const expiresInMs = (typeof json.expires_in === 'number' ? json.expires_in : ASSERTION_LIFETIME_S) * 1000;
  return { value: json.access_token, renewAt: Date.now() + expiresInMs - RENEW_BEFORE_MS };
}

/** The cached access token, or a fresh one once it is near its expiry. Concurrent callers share one request. */
export async function googleAccessToken(account: ServiceAccount): Promise<string> {
  const pending = current;
  if (pending) {
    const token = await pending;
    if (Date.now() < token.renewAt) return token.value;
    if (current === pending) current = undefined;
  }
  current ??= mint(account).catch((error: unknown) => {
    current = undefined;
    throw error;
  });
  return (await current).value;
}

/**
 * Drops the cached token after Google answered 401 to it, so the next call mints a new one. A
 * token already replaced by another caller's renewal is left alone.
 */
export async function forgetAccessToken(rejected: string): Promise<void> {
  const pending = current;
  const token = await pending?.catch(() => undefined);
  if (token?.value === rejected && current === pending) current = undefined;
}

/** Forgets the cached token; for tests. */
export function resetAccessToken(): void {
  current = undefined;
}
