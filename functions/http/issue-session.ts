import { putSession } from '../data/sessions';
import { createSessionCookie } from '../providers/identity/identity-admin';
import { sessionCookies } from './cookies';

/**
 * How long a session lasts without a refresh. The web app refreshes every 55 minutes while open
 * (spec section 4), so an active user stays signed in and an idle one is signed out after this.
 */
export const SESSION_TTL_SECONDS = 5 * 24 * 60 * 60;

/**
 * Mints a Firebase session cookie from a fresh ID token, stores its record, and returns the
 * cookie with its Set-Cookie values. The refresh token stays server-side, in the record.
 */
export async function issueSession(uid: string, idToken: string, refreshToken: string): Promise<{ token: string; cookies: string[] }> {
  const token = await createSessionCookie(idToken, SESSION_TTL_SECONDS * 1000);
  const now = Date.now();
  await putSession(token, {
    uid,
    refreshToken,
    createdAt: now,
    expiresAt: Math.floor(now / 1000) + SESSION_TTL_SECONDS,
  });
  return { token, cookies: sessionCookies(token, uid, SESSION_TTL_SECONDS) };
}
