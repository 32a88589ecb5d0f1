import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { tableSchema } from '#shared/table-schema';
import { batchDelete, queryKeys, type ItemKey } from './item-keys';

/**
 * A signed-in browser. The item is keyed by a hash of the session cookie, so a cookie is valid
 * only while we hold its item: logout deletes it (exact revocation of that one session, at
 * millisecond precision), and the table never holds a usable cookie. A user's sessions have a
 * partition of their own, `SESSION#<uid>`, beside `USER#<uid>`: IAM then lets sign-in, refresh
 * and logout touch sessions and nothing else of the user's (dynamodb:LeadingKeys).
 */
export interface SessionRecord {
  uid: string;
  /** Firebase refresh token, kept server-side so the browser never holds it. */
  refreshToken: string;
  createdAt: number;
  /** Epoch seconds. */
  expiresAt: number;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

const SESSION_PREFIX = 'SESSION#';

/** The partition of every session of a user. */
export const sessionPartition = (uid: string): string => `${tableSchema.sessionPrefix}${uid}`;

/** The key of the session item of a cookie. */
export const sessionKey = (uid: string, token: string): ItemKey => ({
  pk: sessionPartition(uid),
  sk: `${SESSION_PREFIX}${hashToken(token)}`,
});
const key = sessionKey;

/** When a session began and ends: all a data export shows of it (never its cookie, hash or refresh token). */
export interface SessionTimes {
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch seconds. */
  expiresAt: number;
}

/** The times of a stored session item; undefined if it lacks them (putSession always writes both). */
export function sessionTimesOf(item: Record<string, unknown>): SessionTimes | undefined {
  const { createdAt, expiresAt } = item;
  if (typeof createdAt !== 'number' || typeof expiresAt !== 'number') return undefined;
  return { createdAt, expiresAt };
}

export async function putSession(token: string, session: SessionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key(session.uid, token), type: 'Session', ...session },
    }),
  );
}

/** The live session for this cookie, or undefined if it was revoked or has expired. */
export async function getSession(
  uid: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SessionRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(uid, token), ConsistentRead: true }));
  // TTL deletion is eventual (and absent locally): an expired item is treated as gone.
  if (!Item || typeof Item.expiresAt !== 'number' || Item.expiresAt <= nowSeconds) return undefined;
  return {
    uid: Item.uid,
    refreshToken: Item.refreshToken,
    createdAt: Item.createdAt,
    expiresAt: Item.expiresAt,
  };
}

export async function deleteSession(uid: string, token: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(uid, token) }));
}

/**
 * Revokes every session of the user (each of their browsers), except the one of `keepToken` when
 * given: after a password change or reset, no other browser stays signed in.
 */
export async function deleteSessionsOfUser(uid: string, keepToken?: string): Promise<void> {
  const keep = keepToken === undefined ? undefined : sessionKey(uid, keepToken).sk;
  const keys = await queryKeys(sessionPartition(uid), SESSION_PREFIX);
  await batchDelete(keys.filter((item) => item.sk !== keep));
}
