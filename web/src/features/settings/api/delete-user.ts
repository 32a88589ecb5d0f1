import { GOOGLE_PROOF_MESSAGE } from '#shared/error-messages';
import type { DeleteAccountBody } from '#shared/schemas/auth';
import { api } from '@/lib/api-client';
import { signInWithGoogle } from '@/lib/auth/google/google-auth';
import { routes } from '@/lib/route-table';

const GOOGLE_FAILED = "We couldn't confirm it is you with Google. Please try again.";

/**
 * DELETE /api/user/ — deletes the account and everything it owns, and ends its sessions, once the
 * body proves the owner asks. A 401 here is a wrong proof, not an ended session: it must not sign
 * the user out.
 */
export const deleteUser = (body: DeleteAccountBody) => api(routes.deleteUser, { body, signOutOn401: false });

export type GoogleProof = { status: 'proven'; googleIdToken: string } | { status: 'cancelled' } | { status: 'error'; message: string };

/**
 * The proof of an account that signs in with Google: a new Google sign-in in the pop-up, of this
 * very account (`uid`), whose ID token the API checks again. The SDK is signed out at once: the
 * session is our cookie, never the SDK's.
 */
export async function proveWithGoogle(uid: string): Promise<GoogleProof> {
  let outcome;
  try {
    outcome = await signInWithGoogle();
  } catch (failure) {
    console.warn('Google sign-in could not start', failure);
    return { status: 'error', message: GOOGLE_FAILED };
  }
  if (outcome.status === 'cancelled') return outcome;
  if (outcome.status === 'failed') return { status: 'error', message: GOOGLE_FAILED };
  const { account } = outcome;
  await account.signOut();
  if (account.payload.uid !== uid) return { status: 'error', message: GOOGLE_PROOF_MESSAGE };
  return { status: 'proven', googleIdToken: account.payload.token };
}
