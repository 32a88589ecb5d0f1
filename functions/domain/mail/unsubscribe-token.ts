import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeKind } from '#shared/unsubscribe';
import { config } from '../../kernel/config';
import { secretSource } from '../../kernel/secret-source';

/**
 * Signed unsubscribe tokens: `<uid, base64url>.<HMAC-SHA256 of purpose and uid, base64url>` (for
 * buddy invitations, which reach people who may have no account, the address's hash stands where
 * the uid does: functions/data/buddy-mail-stops.ts). They
 * let a person stop a mailing from the link or the mail client's one-click button (RFC 8058)
 * without signing in, and they can do nothing else: the purpose is inside the signature, so a
 * token made for one mailing cannot be used for another, and a changed uid breaks the signature.
 * They do not expire: an unsubscribe link in an old e-mail must still work. A token for another
 * mailing than the weekly summary ends in `.<kind>` (shared/unsubscribe.ts), so the one route can
 * tell which to stop; the weekly summary's keep the form its first e-mails carried.
 */

/** What a token may be used for; one per mailing a person can leave. */
export type UnsubscribePurpose = UnsubscribeKind;

const suffix = (purpose: UnsubscribePurpose): string => (purpose === 'weekly-summary' ? '' : `.${purpose}`);

const mac = (secret: string, uid: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(`unsubscribe\0${purpose}\0${uid}`).digest();

/** A token that unsubscribes `uid` from `purpose`. */
export function signUnsubscribeToken(secret: string, uid: string, purpose: UnsubscribePurpose): string {
  return `${Buffer.from(uid).toString('base64url')}.${mac(secret, uid, purpose).toString('base64url')}${suffix(purpose)}`;
}

/** Longest token accepted: a uid of at most 128 characters, its signature, the dots and the kind. */
export const MAX_TOKEN_LENGTH = 256;

/**
 * The uid a token was signed for, or undefined when it is malformed, tampered with, or made for
 * another purpose. Compares in constant time.
 */
export function verifyUnsubscribeToken(secret: string, token: string, purpose: UnsubscribePurpose): string | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})((?:\.[a-z-]+)?)$/.exec(token);
  if (!match || match[3] !== suffix(purpose)) return undefined;
  const uid = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // Re-encoding must give the same text back, so one uid has exactly one valid token.
  if (!uid || Buffer.from(uid).toString('base64url') !== match[1]) return undefined;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, uid, purpose);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : undefined;
}

let loader: (() => Promise<string>) | undefined;

/** The signing secret: UNSUBSCRIBE_SIGNING_SECRET locally, its Secrets Manager secret in AWS. */
export function unsubscribeSecret(): Promise<string> {
  const { unsubscribeSecret: value, unsubscribeSecretArn: secretArn } = config().weeklySummary;
  loader ??= secretSource({ value, secretArn, what: 'unsubscribe signing secret', jsonFields: ['secret', 'value'] });
  return loader();
}

/** Forgets the loaded secret; for tests that change the environment. */
export function resetUnsubscribeSecret(): void {
  loader = undefined;
}
