import { getSession, type SessionRecord } from '../data/sessions';
import { readSessionClaims } from '../providers/identity/session-token';
import { parseCookies, TOKEN_COOKIE } from './cookies';

/** The verified session of a request. The user id always comes from here, never from input. */
export interface Session {
  uid: string;
  token: string;
  record: SessionRecord;
}

/** The session named by the request's `token` cookie, if it is well-formed, stored and unexpired. */
export async function readSession(cookieHeader: string | undefined): Promise<Session | undefined> {
  const token = parseCookies(cookieHeader)[TOKEN_COOKIE];
  if (!token) return undefined;
  const claims = readSessionClaims(token);
  if (!claims) return undefined;
  const record = await getSession(claims.uid, token);
  if (!record || record.uid !== claims.uid) return undefined;
  return { uid: claims.uid, token, record };
}
