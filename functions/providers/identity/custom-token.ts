import { SignJWT } from 'jose';
import { config } from '../../kernel/config';
import { serviceAccount } from './service-account';

/**
 * Firebase custom tokens, signed here as firebase-admin signs them: RS256 with the service
 * account's key, issued by and about the account, for Identity Toolkit, valid one hour. In the
 * emulator they are unsigned (`alg: none`, the emulator's own account name), as firebase-admin's
 * EmulatedSigner makes them.
 */

export const CUSTOM_TOKEN_AUDIENCE = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';
const LIFETIME_S = 60 * 60;
const EMULATOR_ACCOUNT = 'firebase-auth-emulator@example.com';

const segment = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(uid: string, account: string) {
  const iat = Math.floor(Date.now() / 1000);
  return { aud: CUSTOM_TOKEN_AUDIENCE, iat, exp: iat + LIFETIME_S, iss: account, sub: account, uid };
}

/** A custom token that signs the browser's Firebase SDK in as `uid`. */
export async function signCustomToken(uid: string): Promise<string> {
  if (!uid || uid.length > 128) throw new Error('A custom token needs a uid of 1 to 128 characters');
  if (config().firebase.emulatorHost) {
    return `${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims(uid, EMULATOR_ACCOUNT))}.`;
  }
  const account = await serviceAccount();
  return new SignJWT(claims(uid, account.clientEmail)).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(await account.signingKey());
}
