import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * A teen's requests that a guardian confirm, laid out as buddy invitations are
 * (data/buddy-invites.ts, whose token helpers these share): the request itself,
 * `GUARDIAN_INVITE#<sha256(token)> / INVITE`, in a partition only the link's holder can name, and
 * the teen's record, `USER#<teen> / GUARDIAN_INVITE#<inviteId>`, for their list, resending,
 * cancelling and the export. Both go once the request is answered or cancelled (its `status`
 * moves first, in one conditional write), and both carry the table's TTL attribute.
 */

const INVITE_PREFIX = 'GUARDIAN_INVITE#';
const INVITE_SK = 'INVITE';
const TTL = tableSchema.ttlAttribute;

export type GuardianInvitationStatus = 'pending' | 'accepted' | 'cancelled';

export const guardianInvitationKey = (tokenHash: string): ItemKey => ({ pk: `${INVITE_PREFIX}${tokenHash}`, sk: INVITE_SK });
const sentKey = (uid: string, inviteId: string): ItemKey => ({ pk: userPartition(uid), sk: `${INVITE_PREFIX}${inviteId}` });

export const isGuardianInviteItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(INVITE_PREFIX);

/** The request as the guardian's side reads it. */
export interface GuardianInvitation {
  inviteId: string;
  teenUid: string;
  teenFirstName: string;
  /** The guardian's address, as the teen typed it. */
  email: string;
  status: GuardianInvitationStatus;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
}

/** The teen's own record of a request. */
export interface GuardianInviteRecord {
  inviteId: string;
  tokenHash: string;
  email: string;
  createdAt: string;
  expiresAt: string;
}

const isoOfSeconds = (seconds: unknown): string => new Date(Number(seconds) * 1000).toISOString();
const secondsOfIso = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

export const isOpenGuardianInvitation = (invitation: GuardianInvitation, nowMs: number): boolean =>
  invitation.status === 'pending' && Date.parse(invitation.expiresAt) > nowMs;

const invitationOf = (item: Record<string, unknown>): GuardianInvitation => ({
  inviteId: String(item.inviteId),
  teenUid: String(item.teenUid),
  teenFirstName: String(item.teenFirstName),
  email: String(item.email),
  status: item.status as GuardianInvitationStatus,
  createdAt: String(item.createdAt),
  expiresAt: isoOfSeconds(item[TTL]),
});

export const guardianInviteRecordOf = (item: Record<string, unknown>): GuardianInviteRecord => ({
  inviteId: String(item.inviteId),
  tokenHash: String(item.tokenHash),
  email: String(item.email),
  createdAt: String(item.createdAt),
  expiresAt: isoOfSeconds(item[TTL]),
});

/** Stores a new request (pending) and the teen's record of it; `expiresAt` must be whole seconds. */
export async function putGuardianInvite(invitation: Omit<GuardianInvitation, 'status'>, tokenHash: string): Promise<void> {
  const { expiresAt, ...rest } = invitation;
  const ttl = secondsOfIso(expiresAt);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...guardianInvitationKey(tokenHash), type: 'GuardianInvitation', ...rest, status: 'pending', [TTL]: ttl },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  const record = { inviteId: rest.inviteId, tokenHash, email: rest.email, createdAt: rest.createdAt };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...sentKey(rest.teenUid, rest.inviteId), type: 'GuardianInviteSent', ...record, [TTL]: ttl },
    }),
  );
}

export async function getGuardianInvitation(tokenHash: string): Promise<GuardianInvitation | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: guardianInvitationKey(tokenHash), ConsistentRead: true }));
  return Item ? invitationOf(Item) : undefined;
}

/**
 * Moves a request from 'pending' (while it has not expired at `nowMs`) to `to`, in one conditional
 * write: the claim that makes two answers to one link impossible.
 * @returns the request as it now is, or undefined when it was no longer pending.
 */
export async function claimGuardianInvitation(
  tokenHash: string,
  to: Exclude<GuardianInvitationStatus, 'pending'>,
  nowMs: number,
): Promise<GuardianInvitation | undefined> {
  return unlessConditionFails(async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: guardianInvitationKey(tokenHash),
        UpdateExpression: 'SET #status = :to, answeredAt = :now',
        ConditionExpression: '#status = :pending AND #ttl > :nowSeconds',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': TTL },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':to': to,
          ':now': new Date(nowMs).toISOString(),
          ':nowSeconds': Math.floor(nowMs / 1000),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? invitationOf(Attributes) : undefined;
  }, undefined);
}

/** The teen's records, newest first (expired ones included: the caller filters by time). */
export async function listGuardianInviteRecords(uid: string): Promise<GuardianInviteRecord[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: INVITE_PREFIX, forward: false, withExpired: true })).map(
    guardianInviteRecordOf,
  );
}

export async function getGuardianInviteRecord(uid: string, inviteId: string): Promise<GuardianInviteRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sentKey(uid, inviteId), ConsistentRead: true }));
  return Item ? guardianInviteRecordOf(Item) : undefined;
}

/** Removes both items of a request (answered, cancelled, replaced or never e-mailed); absent already is fine. */
export async function deleteGuardianInvite(teenUid: string, inviteId: string, tokenHash: string): Promise<void> {
  await Promise.all([
    db().send(new DeleteCommand({ TableName: tableName(), Key: guardianInvitationKey(tokenHash) })),
    db().send(new DeleteCommand({ TableName: tableName(), Key: sentKey(teenUid, inviteId) })),
  ]);
}
