import { vi } from 'vitest';
import type { GoogleSignupBody } from '#shared/schemas/auth';
import {
  linkGoogleProvider,
  prefetchGoogleAuth,
  signInWithGoogle,
  type GoogleAccount,
  type LinkedGoogle,
} from '../../../web/src/lib/auth/google/google-auth';

/**
 * The Firebase door as the tests see it: setup.ts replaces google-auth.ts with vi.fn()s, and these
 * are the same functions, typed as mocks so a test can choose what the pop-up does.
 */
export const google = {
  signIn: vi.mocked(signInWithGoogle),
  link: vi.mocked(linkGoogleProvider),
  prefetch: vi.mocked(prefetchGoogleAuth),
};

/** Back to the defaults of setup.ts: a closed pop-up, and a prefetch that does nothing. */
export function resetGoogle(): void {
  google.signIn.mockReset().mockResolvedValue({ status: 'cancelled' });
  google.link.mockReset().mockResolvedValue({ status: 'cancelled' });
  google.prefetch.mockReset().mockReturnValue(() => {});
}

export const GRACE_PAYLOAD: GoogleSignupBody = {
  uid: 'firebase-uid-grace',
  email: 'grace@example.com',
  firstName: 'Grace Brewster',
  lastName: 'Hopper',
  provider: 'Google',
  googleId: 'google-id-grace',
  token: 'id-token',
  refreshToken: 'refresh-token',
};

/** A successful pop-up sign-in, with spies on its clean-up steps. */
export function googleAccount(payload: GoogleSignupBody = GRACE_PAYLOAD) {
  const account = {
    payload,
    unlink: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
  } satisfies GoogleAccount;
  return account;
}

/** A successful pop-up link of the Google account `email`, with spies on its clean-up steps. */
export function linkedGoogle(email: string, googleId = 'google-id-ada') {
  const link = {
    email,
    googleId,
    unlink: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
  } satisfies LinkedGoogle;
  return link;
}
