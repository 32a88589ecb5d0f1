import { getProfile } from '../../data/users';
import { AppError } from '../../kernel/errors';
import { findUser } from '../../providers/identity/identity-admin';
import { signInWithPassword } from '../../providers/identity/identity-rest';

/** The account's e-mail: the profile's, or the identity's for an account without a profile. */
async function emailOf(uid: string): Promise<string | undefined> {
  return (await getProfile(uid))?.email ?? (await findUser(uid))?.email;
}

/**
 * Proves the caller knows the account's password now, so that a session alone (which is all a
 * stolen cookie gives) cannot change the password or reach the identity provider. A Google-only
 * account has no password and fails here too. `wrong` is the refusal the caller's screen shows.
 */
export async function confirmPassword(uid: string, password: string, wrong: () => AppError): Promise<string> {
  const email = await emailOf(uid);
  if (!email) throw wrong();
  const signedIn = await signInWithPassword(email, password).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') throw wrong();
    throw error;
  });
  if (signedIn.uid !== uid) throw wrong();
  return email;
}
