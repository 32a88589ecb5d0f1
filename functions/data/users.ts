import { GetCommand, PutCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { UserDetails } from '../../shared/schemas/user';
import { db, isConditionFailed, tableName } from './client';
import { userPartition } from './user-partition';

/** The profile item: the user details of spec section 3 plus bookkeeping. */
export interface UserProfile extends UserDetails {
  createdAt: string;
  /** Epoch milliseconds of the last verification e-mail, for the resend limit. */
  verificationSentAt?: number;
}

const key = (uid: string) => ({ pk: userPartition(uid), sk: 'PROFILE' });

/** Writes a new profile; fails with ConditionalCheckFailedException if the uid already has one. */
export async function createProfile(profile: UserProfile): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key(profile.uid), type: 'User', ...profile },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getProfile(uid: string): Promise<UserProfile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(uid) }));
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...profile } = Item;
  return profile as UserProfile;
}

export async function deleteProfile(uid: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(uid) }));
}

/**
 * Records that a verification e-mail is being sent, unless one went out less than
 * `minIntervalMs` ago. Conditional, so two concurrent resends cannot both pass.
 * @returns false when the limit refused it.
 */
export async function claimVerificationSend(
  uid: string,
  now: number,
  minIntervalMs: number,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(uid),
        UpdateExpression: 'SET verificationSentAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(verificationSentAt) OR verificationSentAt < :cutoff)',
        ExpressionAttributeValues: { ':now': now, ':cutoff': now - minIntervalMs },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
