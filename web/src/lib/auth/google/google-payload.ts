import type { GoogleSignupBody } from '#shared/schemas/auth';
import { splitDisplayName } from '#shared/validation';

/** Firebase's provider id for Google, in a user's providerData and for unlink(). */
export const GOOGLE_PROVIDER_ID = 'google.com';

/** The parts of a Firebase `User` the payload needs: typed here so this file never loads the SDK. */
export interface GoogleUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  refreshToken: string;
  providerData: ReadonlyArray<{ providerId: string; uid: string; email: string | null }>;
  getIdToken(): Promise<string>;
}

/** The user's google.com entry: the Google account's own id and e-mail. */
export const googleEntry = (user: Pick<GoogleUserLike, 'providerData'>) =>
  user.providerData.find((entry) => entry.providerId === GOOGLE_PROVIDER_ID);

/**
 * The spec's Google signup payload (section 3): the display name minus its last word is the first
 * name and its last word the last name; the ID token proves the sign-in to the API, and the
 * refresh token lets the API keep the session fresh (see shared/schemas/auth.ts).
 */
export async function toGoogleSignupBody(user: GoogleUserLike): Promise<GoogleSignupBody> {
  const google = googleEntry(user);
  const email = user.email ?? google?.email;
  if (!google || !email) throw Object.assign(new Error('The Google account gave no e-mail'), { code: 'auth/missing-email' });
  const { firstName, lastName } = splitDisplayName(user.displayName ?? '');
  return {
    uid: user.uid,
    email,
    firstName,
    lastName,
    provider: 'Google',
    googleId: google.uid,
    token: await user.getIdToken(),
    refreshToken: user.refreshToken,
  };
}
