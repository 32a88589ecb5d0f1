import { SESSION_ENDED_MESSAGE } from '#shared/error-messages';
import { deleteSession } from '../../data/sessions';
import { clearedSessionCookies, type SetCookies } from '../../http/cookies';
import { issueSession } from '../../http/issue-session';
import type { Session } from '../../http/session';
import { unauthorized } from '../../kernel/errors';
import { refreshIdToken } from '../../providers/identity/identity-rest';

/**
 * The spec's 55-minute re-login, without the password: the stored Firebase refresh token buys a
 * fresh session cookie. A disabled or revoked account ends here, its session deleted and cleared.
 */
export async function refreshSession(session: Session, setCookies: SetCookies): Promise<void> {
  const fresh = await refreshIdToken(session.record.refreshToken);
  if (!fresh) {
    await deleteSession(session.uid, session.token);
    setCookies(clearedSessionCookies());
    throw unauthorized(SESSION_ENDED_MESSAGE);
  }
  // The new session is stored before the old one is removed, so a failure keeps the user signed in.
  const issued = await issueSession(session.uid, fresh.idToken, fresh.refreshToken);
  setCookies(issued.cookies);
  // Within the second of the old one, Firebase mints the very same cookie: keep it then.
  if (issued.token !== session.token) await deleteSession(session.uid, session.token);
}
