import { CONFIRM_PASSWORD_MESSAGE, GOOGLE_PROOF_MESSAGE } from '#shared/error-messages';
import type { DeleteAccountBody } from '#shared/schemas/auth';
import { getProfile } from '../../data/users';
import { AppError } from '../../kernel/errors';
import { findUser, verifyIdToken, type IdTokenClaims } from '../../providers/identity/identity-admin';
import { confirmPassword } from '../auth/current-password';

/** How long a Google sign-in stands for the person at the keyboard. */
const FRESH_SIGN_IN_S = 5 * 60;

const GOOGLE = 'google.com';

const wrongPassword = () => new AppError('INVALID_CREDENTIALS', CONFIRM_PASSWORD_MESSAGE);
const wrongGoogle = () => new AppError('INVALID_CREDENTIALS', GOOGLE_PROOF_MESSAGE);

/**
 * Whether verified ID token claims are a Google sign-in of `uid` made in the last five minutes.
 * `auth_time` is the sign-in's own time, which a refreshed token keeps: only a new pop-up renews it.
 */
export function isFreshGoogleSignIn(claims: IdTokenClaims, uid: string, nowS: number): boolean {
  return claims.uid === uid && claims.firebase.sign_in_provider === GOOGLE && nowS - claims.auth_time <= FRESH_SIGN_IN_S;
}

/**
 * Proves that the account's owner asks now, not only their session, which is all a stolen cookie
 * gives: the password again, or (an account that signs in with Google) a Google sign-in made just
 * now. Either refusal is a 401 with our words. An identity already gone belongs to a deletion
 * that was proven and stopped half-way (the identity goes first): it completes without proof,
 * which nobody could give any more.
 * @returns the account's e-mail, to tell the owner once the account is gone.
 */
export async function proveOwner(uid: string, proof: DeleteAccountBody): Promise<string | undefined> {
  const [identity, profile] = await Promise.all([findUser(uid), getProfile(uid)]);
  if (!identity) return profile?.email;
  if (proof.password !== undefined) return confirmPassword(uid, proof.password, wrongPassword);
  const claims = proof.googleIdToken === undefined ? undefined : await verifyIdToken(proof.googleIdToken);
  if (!claims || !isFreshGoogleSignIn(claims, uid, Date.now() / 1000)) throw wrongGoogle();
  return profile?.email ?? identity.email;
}
