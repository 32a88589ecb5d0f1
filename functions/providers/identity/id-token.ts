import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import { config } from '../../kernel/config';
import { GOOGLE_ENDPOINTS } from './google-endpoints';

/** The claims of a verified Firebase ID token; `uid` is its subject, as firebase-admin adds it. */
export interface IdTokenClaims extends JWTPayload {
  uid: string;
  sub: string;
  /** Epoch seconds of the sign-in the token descends from. */
  auth_time: number;
  email?: string;
  email_verified?: boolean;
  firebase: {
    sign_in_provider: string;
    identities?: Record<string, unknown>;
  };
}

/** Clock difference allowed between Google and us for the "issued" times only. */
const SKEW_S = 60;

let jwks: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

/** Google's public keys of ID tokens, fetched once and cached per container (jose honours their max-age). */
function googleKeys(): ReturnType<typeof createRemoteJWKSet> {
  if (jwks?.url !== GOOGLE_ENDPOINTS.idTokenJwks) {
    jwks = { url: GOOGLE_ENDPOINTS.idTokenJwks, keys: createRemoteJWKSet(new URL(GOOGLE_ENDPOINTS.idTokenJwks)) };
  }
  return jwks.keys;
}

const KEY_FAULTS = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/**
 * Whether jose refused the token itself (malformed, expired, badly signed, unknown key) rather
 * than failed to get Google's keys (unreachable, timed out, not a key set), which is our failure.
 */
function isTokenFault(error: unknown): boolean {
  return error instanceof errors.JOSEError && !KEY_FAULTS.has(error.code);
}
/** The checks firebase-admin makes on an ID token's claims, signed or not. */
function validClaims(payload: JWTPayload, projectId: string, nowS: number): IdTokenClaims | undefined {
  const { sub, iss, aud, exp, iat } = payload;
  const authTime = payload.auth_time;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) return undefined;
  if (iss !== `https://securetoken.google.com/${projectId}` || aud !== projectId) return undefined;
  if (typeof exp !== 'number' || exp <= nowS) return undefined;
  if (typeof iat !== 'number' || iat > nowS + SKEW_S) return undefined;
  if (typeof authTime !== 'number' || authTime > nowS + SKEW_S) return undefined;
  const firebase = payload.firebase as IdTokenClaims['firebase'] | undefined;
  if (typeof firebase?.sign_in_provider !== 'string') return undefined;
  return { ...payload, sub, uid: sub, auth_time: authTime, firebase };
}

/**
 * The claims of a Firebase ID token if it is one of our project's, signed by Google and current;
 * undefined otherwise. Throws only when Google's keys cannot be had (our failure, a 500).
 * The emulator's tokens are unsigned: they are accepted, unsigned only, when the emulator is
 * configured, which config.ts forbids in AWS.
 */
export async function verifiedIdTokenClaims(idToken: string, nowS = Date.now() / 1000): Promise<IdTokenClaims | undefined> {
  const { projectId, emulatorHost } = config().firebase;
  let payload: JWTPayload;
  if (emulatorHost) {
    try {
      if (decodeProtectedHeader(idToken).alg !== 'none') return undefined;
      payload = decodeJwt(idToken);
    } catch {
      return undefined;
    }
  } else {
    try {
      ({ payload } = await jwtVerify(idToken, googleKeys(), { algorithms: ['RS256'], currentDate: new Date(nowS * 1000) }));
    } catch (error) {
      if (isTokenFault(error)) return undefined;
      throw error;
    }
  }
  return validClaims(payload, projectId, nowS);
}
