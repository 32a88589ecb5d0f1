import { config } from '../../kernel/config';
import { unavailable } from '../../kernel/errors';
import { forgetAccessToken, googleAccessToken } from './google-access-token';
import { GOOGLE_ENDPOINTS } from './google-endpoints';
import { serviceAccount } from './service-account';

/**
 * Identity Toolkit's admin calls (`/v1/projects/<project>/...`) over fetch, authorised with the
 * service account's access token. The emulator takes the literal bearer `owner` instead, as
 * firebase-admin sends it there.
 */

const TIMEOUT_MS = 10_000;

/** Identity Toolkit refused the call; `code` is its error code, such as EMAIL_EXISTS or USER_NOT_FOUND. */
export class IdentityApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(`Identity Toolkit answered ${status} ${code}`);
    this.name = 'IdentityApiError';
  }
}

/** Identity Toolkit's error codes come as "CODE" or "CODE : detail". */
function errorCode(body: unknown): string {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message.split(':')[0]!.trim() : '';
}

function url(api: string): string {
  const { projectId, emulatorHost } = config().firebase;
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : GOOGLE_ENDPOINTS.identityToolkit;
  return `${base}/v1/projects/${encodeURIComponent(projectId)}${api}`;
}

async function send(api: string, body: unknown, bearer: string): Promise<Response> {
  try {
    return await fetch(url(api), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(`The identity service could not be reached (${(error as Error).name}).`);
  }
}

/**
 * POSTs one admin call (`api` such as "/accounts:lookup" or ":createSessionCookie") and returns
 * its JSON. A 401 (a token Google no longer honours) mints a new token and tries once more.
 */
export async function adminRequest<T>(api: string, body: unknown): Promise<T> {
  let response: Response;
  if (config().firebase.emulatorHost) {
    response = await send(api, body, 'owner');
  } else {
    const account = await serviceAccount();
    const token = await googleAccessToken(account);
    response = await send(api, body, token);
    if (response.status === 401) {
      await forgetAccessToken(token);
      response = await send(api, body, await googleAccessToken(account));
    }
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.status >= 500) throw unavailable(`The identity service failed (${response.status}).`);
  if (!response.ok) throw new IdentityApiError(errorCode(json) || 'UNKNOWN', response.status);
  return (json ?? {}) as T;
}
