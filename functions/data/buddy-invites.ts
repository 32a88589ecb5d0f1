import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgeConfirmation } from '#shared/safety';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * Buddy invitations. Two items each:
 * - the invitation itself, `BUDDY_INVITE#<sha256(token)> / INVITE`, in a partition of its own that
 *   only the link's holder can name: the token is never stored, so the table cannot give a link away;
 * - the inviter's record, `USER#<inviter> / BUDDY_INVITE#<inviteId>`, for their list, cancelling and
 *   the export.
 * Both go once the invitation is answered or cancelled: its `status` moves first, in one
 * conditional write (the claim), and then the items are deleted, so nothing of the inviter stays
 * where deleting their account would not find it.
 * Both carry the table's TTL attribute, `expiresAt` in epoch seconds (whole seconds, so the ISO
 * time the API shows is exactly the stored one); reads check it themselves, TTL being lazy.
 */

const INVITE_PREFIX = 'BUDDY_INVITE#';
const INVITE_SK = 'INVITE';
const TTL = tableSchema.ttlAttribute;

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** 32 random bytes, base64url: the secret in the link (INVITE_TOKEN_PATTERN). */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

/** What the table keys an invitation by: the token's SHA-256, base64url. */
export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const invitationKey = (tokenHash: string): ItemKey => ({ pk: `${INVITE_PREFIX}${tokenHash}`, sk: INVITE_SK });
export const sentInviteKey = (uid: string, inviteId: string): ItemKey => ({ pk: userPartition(uid), sk: `${INVITE_PREFIX}${inviteId}` });

export const isSentInviteItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(INVITE_PREFIX);

/** The invitation as the invitee's side reads it. */
export interface Invitation {
  inviteId: string;
  inviterUid: string;
  inviterFirstName: string;
  inviterAgeConfirmation?: AgeConfirmation;
  /** Where it was e-mailed; absent for a link the inviter copied. */
  email?: string;
  status: InvitationStatus;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
}

/** The inviter's own record of an invitation they sent. */
export interface SentInviteRecord {
  inviteId: string;
  tokenHash: string;
  email?: string;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
}

const isoOfSeconds = (seconds: unknown): string => new Date(Number(seconds) * 1000).toISOString();
const secondsOfIso = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** Whether an invitation can still be answered at `nowMs`. */
export const isOpen = (invitation: Invitation, nowMs: number): boolean =>
  invitation.status === 'pending' && Date.parse(invitation.expiresAt) > nowMs;

function invitationOf(item: Record<string, unknown>): Invitation {
  return {
    inviteId: String(item.inviteId),
    inviterUid: String(item.inviterUid),
    inviterFirstName: String(item.inviterFirstName),
    ...(item.inviterAgeConfirmation !== undefined && { inviterAgeConfirmation: item.inviterAgeConfirmation as AgeConfirmation }),
    ...(item.email !== undefined && { email: String(item.email) }),
    status: item.status as InvitationStatus,
    createdAt: String(item.createdAt),
    expiresAt: isoOfSeconds(item[TTL]),
  };
}

export function sentInviteOf(item: Record<string, unknown>): SentInviteRecord {
  return {
    inviteId: String(item.inviteId),
    tokenHash: String(item.tokenHash),
    ...(item.email !== undefined && { email: String(item.email) }),
    createdAt: String(item.createdAt),
    expiresAt: isoOfSeconds(item[TTL]),
  };
}

/** Stores a new invitation, pending; `expiresAt` must be whole seconds. */
export async function putInvitation(tokenHash: string, invitation: Omit<Invitation, 'status'>): Promise<void> {
  const { expiresAt, ...rest } = invitation;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...invitationKey(tokenHash), type: 'BuddyInvitation', ...rest, status: 'pending', [TTL]: secondsOfIso(expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Stores the inviter's record of an invitation. */
export async function putSentInvite(uid: string, record: SentInviteRecord): Promise<void> {
  const { expiresAt, ...rest } = record;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...sentInviteKey(uid, record.inviteId), type: 'BuddyInviteSent', ...rest, [TTL]: secondsOfIso(expiresAt) },
    }),
  );
}

/** The invitation a token's hash names, in whatever state it is, or undefined. */
export async function getInvitation(tokenHash: string): Promise<Invitation | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: invitationKey(tokenHash), ConsistentRead: true }));
  return Item ? invitationOf(Item) : undefined;
}

/**
 * Moves an invitation from one status to another in one conditional write; from 'pending' only
 * while it has not expired at `nowMs`. The claim that makes two answers to one link impossible.
 * @returns the invitation as it now is, or undefined when it was not in `from` (or expired, or gone).
 */
export async function moveInvitation(
  tokenHash: string,
  from: InvitationStatus,
  to: InvitationStatus,
  nowMs: number = Date.now(),
): Promise<Invitation | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationKey(tokenHash),
        UpdateExpression: 'SET #status = :to, answeredAt = :now',
        ConditionExpression: from === 'pending' ? '#status = :from AND #ttl > :nowSeconds' : '#status = :from',
        ExpressionAttributeNames: { '#status': 'status', ...(from === 'pending' && { '#ttl': TTL }) },
        ExpressionAttributeValues: {
          ':from': from,
          ':to': to,
          ':now': new Date(nowMs).toISOString(),
          ...(from === 'pending' && { ':nowSeconds': Math.floor(nowMs / 1000) }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? invitationOf(Attributes) : undefined;
  }, undefined);
}

/** The inviter's records, newest first (expired ones included: the caller filters by time). */
export async function listSentInvites(uid: string): Promise<SentInviteRecord[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: INVITE_PREFIX, forward: false, withExpired: true })).map(sentInviteOf);
}

export async function getSentInvite(uid: string, inviteId: string): Promise<SentInviteRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sentInviteKey(uid, inviteId), ConsistentRead: true }));
  return Item ? sentInviteOf(Item) : undefined;
}

/** Removes the inviter's record (answered or cancelled); absent already is fine. */
export async function deleteSentInvite(uid: string, inviteId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sentInviteKey(uid, inviteId) }));
}

/** Removes an invitation once claimed (answered, cancelled), or one whose e-mail could not be sent. */
export async function deleteInvitation(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: invitationKey(tokenHash) }));
}
