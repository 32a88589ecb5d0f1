import type { GoogleSignupBody } from '#shared/schemas/auth';
import { loadWebConfig } from '../../web-config';

/**
 * The narrow door to the Firebase web SDK, for the flows that need Google in the browser
 * (ARCHITECTURE.md section 4). Nothing here imports Firebase: the SDK and its configuration are
 * loaded on first use (or when idle, see {@link prefetchGoogleAuth}), so no page's first load
 * carries it. Component tests mock this module instead of Firebase.
 */

/** The user closed or abandoned the pop-up: not an error, nothing to say. */
export interface Cancelled {
  status: 'cancelled';
}

/** Any other failure of the provider, with its Firebase code (`auth/popup-blocked`…). */
export interface Failed {
  status: 'failed';
  code: string;
}

/** Google sign-in through the pop-up succeeded in the browser; the API has not seen it yet. */
export interface GoogleAccount {
  /** The spec's Google signup payload (section 3), ready for POST /api/auth/googleSignup. */
  payload: GoogleSignupBody;
  /** Removes Google from the Firebase user (spec section 4, when the API refuses). Never throws. */
  unlink(): Promise<void>;
  /** Signs the SDK out: the session is our cookie, never the SDK's. Never throws. */
  signOut(): Promise<void>;
}

export type GoogleSignIn = { status: 'signedIn'; account: GoogleAccount } | Cancelled | Failed;

/** Google was linked to the signed-in user in Firebase; the API has not recorded it yet. */
export interface LinkedGoogle {
  /** The e-mail of the Google account (its google.com provider entry). */
  email: string;
  /** The Google account's id (the google.com provider entry's uid). */
  googleId: string;
  unlink(): Promise<void>;
  signOut(): Promise<void>;
}

export type GoogleLink = { status: 'linked'; link: LinkedGoogle } | Cancelled | Failed;

type FirebaseGoogle = typeof import('./firebase-google');
type Loaded = { sdk: FirebaseGoogle; auth: ReturnType<FirebaseGoogle['createAuth']> };

let loading: Promise<Loaded> | null = null;

/** The configuration and the SDK chunk, fetched side by side once per page; retried after a failure. */
function load(): Promise<Loaded> {
  loading ??= Promise.all([loadWebConfig(), import('./firebase-google')])
    .then(([config, sdk]) => ({ sdk, auth: sdk.createAuth(config.firebase) }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Loads the SDK when the browser is idle, so a click on a Google button opens the pop-up at once:
 * browsers allow pop-ups only shortly after the click (its user activation), and Firebase also
 * needs its helper iframe ready. Returns a function that cancels a load not started yet.
 */
export function prefetchGoogleAuth(): () => void {
  const start = () => {
    load().catch((error: unknown) => {
      // The click will try again and report it then.
      console.warn('Could not prepare Google sign-in', error);
    });
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 500);
  return () => window.clearTimeout(timer);
}

/** Opens Google's account chooser and signs in to Firebase with the chosen account. */
export async function signInWithGoogle(): Promise<GoogleSignIn> {
  const { sdk, auth } = await load();
  return sdk.popupSignIn(auth);
}

/**
 * Signs the SDK in as the current user (with a custom token from the API), then links the Google
 * account chosen in the pop-up to that user.
 */
export async function linkGoogleProvider(customToken: string): Promise<GoogleLink> {
  const { sdk, auth } = await load();
  return sdk.popupLink(auth, customToken);
}
