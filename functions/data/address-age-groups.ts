import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ageGroupOf, type AgeConfirmation, type AgeGroup } from '#shared/safety';
import { addressHash } from './buddy-blocks';
import { db, tableName, unlessConditionFails } from './client';
import type { ItemKey } from './item-keys';

/**
 * The age group of the account an address belongs to, `ADDRESS#<sha256(address)> / AGE_GROUP`
 * (the account's uid and `adult` or `minor`, nothing else), so that an invitation e-mail never
 * goes from one age group to the other without looking any user up by address
 * (docs/decisions/0050-accountability-buddies-links.md). Written with the profile and again when the age
 * question is answered; removed with the account.
 */

const PREFIX = 'ADDRESS#';
const SK = 'AGE_GROUP';

export const addressAgeGroupKey = (email: string): ItemKey => ({ pk: `${PREFIX}${addressHash(email)}`, sk: SK });

/** The item recording that `email` is `uid`'s, an account of the age group `ageConfirmation` gives. */
export const addressAgeGroupItem = (uid: string, email: string, ageConfirmation: AgeConfirmation | undefined) => ({
  ...addressAgeGroupKey(email),
  type: 'AddressAgeGroup',
  uid,
  ageGroup: ageGroupOf(ageConfirmation),
});

/** Records (or corrects) the age group of `uid`'s address. */
export async function recordAddressAgeGroup(uid: string, email: string, ageConfirmation: AgeConfirmation | undefined): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: addressAgeGroupItem(uid, email, ageConfirmation) }));
}

/** The age group of the account `email` belongs to; undefined when no account has it. */
export async function ageGroupAtAddress(email: string): Promise<AgeGroup | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: addressAgeGroupKey(email), ProjectionExpression: 'ageGroup', ConsistentRead: true }),
  );
  const group: unknown = Item?.ageGroup;
  return group === 'adult' || group === 'minor' ? group : undefined;
}

/** Removes the record of `uid`'s address, unless the address is another account's by now. */
export async function forgetAddressAgeGroup(uid: string, email: string): Promise<void> {
  await unlessConditionFails(async () => {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: addressAgeGroupKey(email),
        ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
        ExpressionAttributeNames: { '#uid': 'uid' },
        ExpressionAttributeValues: { ':uid': uid },
      }),
    );
  }, undefined);
}
