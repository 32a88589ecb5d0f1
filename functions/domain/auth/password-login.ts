import { messages } from '#shared/messages';
import { clearedSessionCookies, type SetCookies } from '../../http/cookies';
import { issueSession } from '../../http/issue-session';
import { AppError } from '../../kernel/errors';
import { signInWithPassword } from '../../providers/identity/identity-rest';

/**
 * Signs in with e-mail and password and sets the session cookies. An unverified e-mail is refused
 * with `message: "VerifyMail"` and clears any session (spec section 4).
 */
export async function logInWithPassword(email: string, password: string, setCookies: SetCookies): Promise<void> {
  const signIn = await signInWithPassword(email, password);
  if (!signIn.emailVerified) {
    setCookies(clearedSessionCookies());
    throw new AppError('EMAIL_NOT_VERIFIED', messages.login.verifyMail);
  }
  setCookies((await issueSession(signIn.uid, signIn.idToken, signIn.refreshToken)).cookies);
}
