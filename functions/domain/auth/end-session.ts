import { LOGGED_OUT_MESSAGE } from '#shared/error-messages';
import { deleteSession } from '../../data/sessions';
import { clearedSessionCookies, type SetCookies } from '../../http/cookies';
import type { Session } from '../../http/session';

/** Logging out: revokes this session (its cookie stops working at once) and clears the cookies. */
export async function endSession(session: Pick<Session, 'uid' | 'token'> | undefined, setCookies: SetCookies) {
  if (session) await deleteSession(session.uid, session.token);
  setCookies(clearedSessionCookies());
  return { success: true, message: LOGGED_OUT_MESSAGE };
}
