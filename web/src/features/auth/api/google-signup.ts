import type { AgeConfirmation } from '#shared/safety';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { signInWithGoogle } from '@/lib/auth/google/google-auth';

// The button loads this module lazily and prepares the SDK through it.
export { prefetchGoogleAuth } from '@/lib/auth/google/google-auth';
import { logout } from './logout';

export type GoogleSignupResult = 'signedIn' | 'cancelled' | 'refused';

/** Clears the `token` cookie the API may have set (spec section 4); a failure changes nothing. */
async function clearSessionCookie(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    console.warn('Could not clear the session cookie', error);
  }
}

/**
 * Continue with Google (spec sections 2 to 4): the pop-up, then POST /api/auth/googleSignup,
 * which creates the account on first use and sets the session cookie. When anything refuses, the
 * cookie is cleared and Google is unlinked from the Firebase user. The SDK is signed out at the end
 * in every case: the session is our cookie, not the SDK's. On /signup the terms' age answer goes
 * with the payload; from /login there is none, and the dashboard asks a new account.
 */
export async function continueWithGoogle(ageConfirmation?: AgeConfirmation): Promise<GoogleSignupResult> {
  let popup;
  try {
    popup = await signInWithGoogle();
  } catch (error) {
    // The configuration or the SDK chunk did not load: nothing was signed in anywhere.
    console.warn('Google sign-in could not start', error);
    return 'refused';
  }
  if (popup.status === 'cancelled') return 'cancelled';
  if (popup.status === 'failed') {
    console.warn('Google sign-in failed', popup.code);
    await clearSessionCookie();
    return 'refused';
  }

  const { account } = popup;
  try {
    await api(routes.googleSignup, { body: ageConfirmation ? { ...account.payload, ageConfirmation } : account.payload });
    return 'signedIn';
  } catch (error) {
    console.warn('The API refused the Google sign-in', error);
    await clearSessionCookie();
    await account.unlink();
    return 'refused';
  } finally {
    await account.signOut();
  }
}
