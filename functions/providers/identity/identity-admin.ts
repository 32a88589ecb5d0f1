import { AppError } from '../../kernel/errors';
import { messages } from '#shared/messages';
import { signCustomToken } from './custom-token';
import { verifiedIdTokenClaims, type IdTokenClaims } from './id-token';
import { adminRequest, IdentityApiError } from './identity-admin-rest';

/**
 * Admin calls to Firebase Authentication: Identity Toolkit's REST API over fetch, with tokens
 * signed and verified by jose, so no firebase-admin (a megabyte and a fifth of a second of cold
 * start). Only routes with `access.identityAdmin` import this module (their functions alone get
 * the service-account secret). Against the emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
 */

export type { IdTokenClaims } from './id-token';

/** One sign-in method of an account; `uid` is the user's id at that provider (Google's `sub`). */
export interface ProviderInfo {
  providerId: string;
  uid: string;
  email?: string;
  displayName?: string;
}

/** The identity account, as far as we read it. */
export interface IdentityUser {
  uid: string;
  email?: string;
  emailVerified: boolean;
  disabled: boolean;
  providerData: ProviderInfo[];
  /** Epoch seconds before which its tokens are revoked, if they ever were. */
  validSince?: number;
}

interface RawUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  disabled?: boolean;
  validSince?: string;
  providerUserInfo?: { providerId: string; rawId: string; email?: string; displayName?: string }[];
}

const isNotFound = (error: unknown): boolean =>
  error instanceof IdentityApiError && (error.code === 'USER_NOT_FOUND' || error.code === 'EMAIL_NOT_FOUND');

function toUser(raw: RawUser): IdentityUser {
  return {
    uid: raw.localId,
    ...(raw.email !== undefined && { email: raw.email }),
    emailVerified: raw.emailVerified === true,
    disabled: raw.disabled === true,
    providerData: (raw.providerUserInfo ?? []).map((info) => ({
      providerId: info.providerId,
      uid: info.rawId,
      ...(info.email !== undefined && { email: info.email }),
      ...(info.displayName !== undefined && { displayName: info.displayName }),
    })),
    ...(raw.validSince !== undefined && { validSince: Number(raw.validSince) }),
  };
}

async function lookup(query: { localId: string[] } | { email: string[] }): Promise<IdentityUser | undefined> {
  const { users } = await adminRequest<{ users?: RawUser[] }>('/accounts:lookup', query);
  const raw = users?.[0];
  return raw ? toUser(raw) : undefined;
}

/** Creates an e-mail/password account; throws EMAIL_TAKEN with the spec's text if it exists. */
export async function createEmailUser(input: { email: string; password: string; displayName: string }): Promise<string> {
  try {
    const { localId } = await adminRequest<{ localId: string }>('/accounts', { ...input, emailVerified: false });
    return localId;
  } catch (error) {
    if (error instanceof IdentityApiError && error.code === 'EMAIL_EXISTS') {
      throw new AppError('EMAIL_TAKEN', messages.signup.emailTaken);
    }
    throw error;
  }
}

export async function deleteUser(uid: string): Promise<void> {
  await adminRequest('/accounts:delete', { localId: uid });
}

/** The one-time code Identity Toolkit puts in the link of an e-mail action. */
async function oobCode(requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET', email: string): Promise<string> {
  const { oobLink } = await adminRequest<{ oobLink?: string }>('/accounts:sendOobCode', { requestType, email, returnOobLink: true });
  const code = oobLink ? new URL(oobLink).searchParams.get('oobCode') : null;
  if (!code) throw new Error(`Firebase returned a ${requestType} link without a code`);
  return code;
}

/**
 * The one-time code of a verification e-mail. We send the e-mail ourselves, with a link to our
 * own /email-verified page, so only the code is taken from the link Firebase generates.
 */
export async function emailVerificationCode(email: string): Promise<string> {
  return oobCode('VERIFY_EMAIL', email);
}

export async function createSessionCookie(idToken: string, expiresInMs: number): Promise<string> {
  const { sessionCookie } = await adminRequest<{ sessionCookie: string }>(':createSessionCookie', {
    idToken,
    validDuration: Math.floor(expiresInMs / 1000),
  });
  return sessionCookie;
}

/** Deletes the identity account; one already gone counts as done, so a retried deletion completes. */
export async function deleteUserIfPresent(uid: string): Promise<void> {
  try {
    await deleteUser(uid);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/**
 * The verified claims of a Firebase ID token, or undefined if it is not valid for our project,
 * has expired or was revoked, or its account is disabled or gone (firebase-admin's
 * `verifyIdToken(token, true)`). In emulator mode the emulator's unsigned tokens are accepted.
 */
export async function verifyIdToken(idToken: string): Promise<IdTokenClaims | undefined> {
  const claims = await verifiedIdTokenClaims(idToken);
  if (!claims) return undefined;
  const user = await findUser(claims.uid);
  if (!user || user.disabled) return undefined;
  if (user.validSince !== undefined && claims.auth_time < user.validSince) return undefined;
  return claims;
}

/**
 * The one-time code of a password-reset e-mail, or undefined when no account has this e-mail.
 * As for verification, only the code is taken: the e-mail and its link to /reset-password are ours.
 */
export async function passwordResetCode(email: string): Promise<string | undefined> {
  try {
    return await oobCode('PASSWORD_RESET', email);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The identity account, or undefined if there is none. */
export async function findUser(uid: string): Promise<IdentityUser | undefined> {
  try {
    return await lookup({ localId: [uid] });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

export async function findUserByEmail(email: string): Promise<IdentityUser | undefined> {
  try {
    return await lookup({ email: [email] });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Invalidates every Firebase refresh token of the user, so no stored one can mint a session again. */
export async function revokeRefreshTokens(uid: string): Promise<void> {
  await adminRequest('/accounts:update', { localId: uid, validSince: Math.floor(Date.now() / 1000) });
}

export async function setPassword(uid: string, password: string): Promise<void> {
  await adminRequest('/accounts:update', { localId: uid, password });
}

export async function unlinkProvider(uid: string, providerId: string): Promise<void> {
  await adminRequest('/accounts:update', { localId: uid, deleteProvider: [providerId] });
}

/**
 * A custom token for the browser's Firebase SDK (signInWithCustomToken), which it needs only to
 * run provider flows such as linking Google. Signed by the service account; unsigned in the emulator.
 */
export async function createCustomToken(uid: string): Promise<string> {
  return signCustomToken(uid);
}
