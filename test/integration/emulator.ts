import { randomUUID } from 'node:crypto';

/**
 * Direct calls to the Firebase Auth Emulator's REST API, standing in for what the browser's
 * Firebase SDK does in the Google pop-up (signInWithIdp with a fake, unsigned Google id_token, as
 * the emulator accepts) and for inspecting accounts.
 */

const url = (path: string) => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=test-key`;

async function call<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`${path} failed: ${json.error?.message}`);
  return json;
}

export interface GoogleAccount {
  /** The Google account's id (the id_token's `sub`): the googleId of the spec's payloads. */
  sub: string;
  email: string;
  name: string;
}

export const googleAccount = (email: string, name = 'Grace Brewster Hopper'): GoogleAccount => ({
  sub: `google-${randomUUID()}`,
  email,
  name,
});

export interface IdpSignIn {
  localId: string;
  idToken: string;
  refreshToken: string;
  email: string;
}

/**
 * Signs in with Google as the pop-up would, creating the Firebase user on first use; with
 * `linkTo` (a user's ID token) it links the Google account to that user instead.
 */
export function signInWithGoogle(account: GoogleAccount, linkTo?: string, emailVerified = true): Promise<IdpSignIn> {
  const idToken = JSON.stringify({ sub: account.sub, email: account.email, email_verified: emailVerified, name: account.name });
  return call<IdpSignIn>('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    ...(linkTo && { idToken: linkTo }),
  });
}

/** Password sign-in straight at the emulator, as the browser SDK would: the ID token of the account. */
export function signInWithPassword(email: string, password: string): Promise<IdpSignIn> {
  return call<IdpSignIn>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
}

/** The browser's signInWithCustomToken: the uid the custom token stands for. */
export async function uidOfCustomToken(token: string): Promise<string> {
  const { idToken } = await call<{ idToken: string }>('accounts:signInWithCustomToken', { token, returnSecureToken: true });
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')).user_id;
}
