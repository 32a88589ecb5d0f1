import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mailboxOf } from '#shared/mailbox';
import { db, tableName } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * Blocks and reports between buddies. A block is two items:
 * - the blocker's own record, `USER#<blocker> / BUDDY_BLOCK#<blockedUid>` (the blocked person's
 *   first name, when, and the hash the lookup item is keyed by), for their list, the export and
 *   the accept check;
 * - a lookup item in the blocked user's index partition, `BUDDY_BLOCKED#<blockedUid> /
 *   BY#<sha256(the blocker's mailbox, shared/mailbox.ts)>`, holding nothing else, so that an
 *   invitation from the blocked user to any spelling of the blocker's address is dropped without
 *   looking any user up by address.
 * A report of an unwanted invitation is `USER#<reporter> / BUDDY_REPORT#<inviteId>`.
 */

const BLOCK_PREFIX = 'BUDDY_BLOCK#';
const BLOCKED_PREFIX = 'BUDDY_BLOCKED#';
const BY_PREFIX = 'BY#';
const REPORT_PREFIX = 'BUDDY_REPORT#';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** SHA-256 (hex) of the mailbox an address reaches (shared/mailbox.ts): how block lookups and buddy e-mail stops are keyed. */
export const addressHash = (email: string): string => sha256(mailboxOf(email));

/**
 * The key of lookups made before addresses were compared as mailboxes: the address trimmed and
 * lower-cased. Still read, so that those blocks hold at least as they did.
 */
const earlierAddressHash = (email: string): string => sha256(email.trim().toLowerCase());

export const blockKey = (blockerUid: string, blockedUid: string): ItemKey => ({
  pk: userPartition(blockerUid),
  sk: `${BLOCK_PREFIX}${blockedUid}`,
});
export const blockedLookupKey = (blockedUid: string, blockerAddressHash: string): ItemKey => ({
  pk: blockedPartition(blockedUid),
  sk: `${BY_PREFIX}${blockerAddressHash}`,
});
export const reportKey = (reporterUid: string, inviteId: string): ItemKey => ({
  pk: userPartition(reporterUid),
  sk: `${REPORT_PREFIX}${inviteId}`,
});

export interface Block {
  blockedUid: string;
  /** The blocked person's first name when they were blocked. */
  firstName: string;
  /** ISO 8601. */
  at: string;
  /** The key of the lookup item (the blocker's address then), so deleting the account finds it. */
  addressHash: string;
}

export const isBlockItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(BLOCK_PREFIX);
export const isBuddyReportItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(REPORT_PREFIX);
/** The partition of the lookups that silence `uid`'s invitations to those who blocked them. */
export const blockedPartition = (uid: string): string => `${BLOCKED_PREFIX}${uid}`;

export const buddyReportOf = (item: Record<string, unknown>): { inviteId: string; at: string } => ({
  inviteId: String(item.sk).slice(REPORT_PREFIX.length),
  at: String(item.at),
});

export const blockOf = (item: Record<string, unknown>): Block => ({
  blockedUid: String(item.blockedUid),
  firstName: String(item.firstName),
  at: String(item.at),
  addressHash: String(item.addressHash),
});

/**
 * Blocks `blockedUid` for `blockerUid`: both items, the lookup keyed by the blocker's current
 * address. Blocking again only refreshes them.
 */
export async function putBlock(input: {
  blockerUid: string;
  blockerEmail: string;
  blockedUid: string;
  firstName: string;
  at: string;
}): Promise<void> {
  const hash = addressHash(input.blockerEmail);
  await Promise.all([
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...blockedLookupKey(input.blockedUid, hash), type: 'BuddyBlockedLookup', at: input.at },
      }),
    ),
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...blockKey(input.blockerUid, input.blockedUid),
          type: 'BuddyBlock',
          blockedUid: input.blockedUid,
          firstName: input.firstName,
          at: input.at,
          addressHash: hash,
        },
      }),
    ),
  ]);
}

/** Whether `blockerUid` has blocked `blockedUid`. */
export async function hasBlocked(blockerUid: string, blockedUid: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: blockKey(blockerUid, blockedUid), ProjectionExpression: 'pk', ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** Whether the owner of `email`'s mailbox has blocked `uid`: a read of the lookup item (two for an address an older key spells apart), no user lookup. */
export async function isBlockedByAddress(uid: string, email: string): Promise<boolean> {
  const hashes = [...new Set([addressHash(email), earlierAddressHash(email)])];
  const found = await Promise.all(
    hashes.map(async (hash) => {
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: blockedLookupKey(uid, hash), ProjectionExpression: 'pk', ConsistentRead: true }),
      );
      return Item !== undefined;
    }),
  );
  return found.includes(true);
}

/** The people the user has blocked, in uid order. */
export async function listBlocks(uid: string): Promise<Block[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: BLOCK_PREFIX })).map(blockOf);
}

/** Records that the user reported an invitation as unwanted (no names: the inviter's uid and when). */
export async function putInviteReport(reporterUid: string, inviteId: string, inviterUid: string, at: string): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...reportKey(reporterUid, inviteId), type: 'BuddyReport', inviterUid, at } }),
  );
}
