import { config } from '../kernel/config';

/** Names of the cookies of spec section 3. */
export const TOKEN_COOKIE = 'token';
export const UID_COOKIE = 'uid';

/** Reads the Cookie header(s) of a request into a map; later duplicates do not override. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const jar: Record<string, string> = {};
  if (!header) return jar;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in jar) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      jar[name] = decodeURIComponent(raw);
    } catch {
      jar[name] = raw;
    }
  }
  return jar;
}

interface CookieOptions {
  httpOnly: boolean;
  maxAgeSeconds: number;
}

/**
 * Serializes a Set-Cookie value. SameSite=Strict: the API is same-origin behind CloudFront, so no
 * cross-site request ever needs the session, and Strict shuts out cross-site request forgery.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Strict',
  ];
  if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (config().cookieSecure) parts.push('Secure');
  return parts.join('; ');
}

/** The session cookies: an httpOnly `token` and a readable `uid` (spec section 3). */
export function sessionCookies(token: string, uid: string, maxAgeSeconds: number): string[] {
  return [
    serializeCookie(TOKEN_COOKIE, token, { httpOnly: true, maxAgeSeconds }),
    serializeCookie(UID_COOKIE, uid, { httpOnly: false, maxAgeSeconds }),
  ];
}

export function clearedSessionCookies(): string[] {
  return [
    serializeCookie(TOKEN_COOKIE, '', { httpOnly: true, maxAgeSeconds: 0 }),
    serializeCookie(UID_COOKIE, '', { httpOnly: false, maxAgeSeconds: 0 }),
  ];
}

/** How a handler adds Set-Cookie headers to its answer; domain code that signs in or out is handed it. */
export type SetCookies = (cookies: string[]) => void;
