import { decodeJwt } from 'jose';
import { config } from '../../kernel/config';

export interface SessionClaims {
  uid: string;
  /** Epoch seconds. */
  exp: number;
}

/**
 * Reads the claims of a Firebase session cookie without calling Google, and rejects cookies that
 * are malformed, expired or issued for another project.
 *
 * Why no signature check here: a cookie is honoured only if its hash is stored under the uid it
 * names (data/sessions.ts), and only the login and refresh handlers store one, after Firebase
 * minted it. A forged or altered cookie has no stored hash. This keeps a signature check and a
 * network fetch of Google's certificates out of every route's cold start.
 */
export function readSessionClaims(token: string, nowSeconds = Date.now() / 1000): SessionClaims | undefined {
  let claims;
  try {
    claims = decodeJwt(token);
  } catch {
    return undefined;
  }
  const { projectId } = config().firebase;
  const uid = claims.sub;
  if (typeof uid !== 'string' || uid.length === 0 || uid.length > 128) return undefined;
  if (claims.iss !== `https://session.firebase.google.com/${projectId}`) return undefined;
  if (claims.aud !== projectId) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
  return { uid, exp: claims.exp };
}
