import { getApps, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  linkWithPopup,
  signInWithCustomToken,
  signInWithPopup,
  signOut,
  unlink,
  type Auth,
} from 'firebase/auth';
import { authErrorCode, isCancelCode } from './auth-error-codes';
import type { Cancelled, Failed, GoogleLink, GoogleSignIn } from './google-auth';
import { GOOGLE_PROVIDER_ID, googleEntry, toGoogleSignupBody } from './google-payload';

/**
 * The only module that imports the Firebase web SDK. It is loaded with import() from
 * google-auth.ts, so it sits in its own chunk, away from every page's first load.
 */

/** The Firebase web configuration GET /api/config returns. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorUrl?: string;
}

let auth: Auth | undefined;

/**
 * One Auth instance per page. In-memory persistence keeps nothing in localStorage or IndexedDB:
 * the session is our httpOnly cookie (ARCHITECTURE.md section 4). The pop-up resolver is given
 * here, not per call, so its helper iframe starts loading now rather than after the click.
 */
export function createAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app = getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  // Always show the account chooser, so a person with several Google accounts picks one.
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** Best effort: clean-up steps must never hide the outcome the user should see. */
async function quietly(step: Promise<unknown>): Promise<void> {
  try {
    await step;
  } catch (error) {
    console.warn('Firebase clean-up step failed', error);
  }
}

function failure(error: unknown): Cancelled | Failed {
  const code = authErrorCode(error);
  return isCancelCode(code) ? { status: 'cancelled' } : { status: 'failed', code };
}

export async function popupSignIn(current: Auth): Promise<GoogleSignIn> {
  try {
    const { user } = await signInWithPopup(current, googleProvider());
    const payload = await toGoogleSignupBody(user);
    return {
      status: 'signedIn',
      account: {
        payload,
        unlink: () => quietly(unlink(user, GOOGLE_PROVIDER_ID)),
        signOut: () => quietly(signOut(current)),
      },
    };
  } catch (error) {
    await quietly(signOut(current));
    return failure(error);
  }
}

export async function popupLink(current: Auth, customToken: string): Promise<GoogleLink> {
  try {
    const { user } = await signInWithCustomToken(current, customToken);
    const linked = await linkWithPopup(user, googleProvider());
    const google = googleEntry(linked.user);
    if (!google?.email) {
      // Nothing to compare with the account's e-mail, so the link cannot stand.
      await quietly(unlink(linked.user, GOOGLE_PROVIDER_ID));
      throw Object.assign(new Error('The Google account gave no e-mail'), { code: 'auth/missing-email' });
    }
    return {
      status: 'linked',
      link: {
        email: google.email,
        googleId: google.uid,
        unlink: () => quietly(unlink(linked.user, GOOGLE_PROVIDER_ID)),
        signOut: () => quietly(signOut(current)),
      },
    };
  } catch (error) {
    await quietly(signOut(current));
    return failure(error);
  }
}
