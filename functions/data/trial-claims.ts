import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, unlessConditionFails } from './client';

/**
 * Who has had the free trial: one item per person, `TRIAL#<hash> / TRIAL`, where the hash is a
 * keyed hash of their mailbox (functions/domain/payment/free-trial.ts), holding only when it was
 * claimed. It sits outside every user's partition on purpose, so deleting the account leaves it:
 * the one thing kept after a deletion (docs/decisions/0022-the-free-trial-once-per-person.md).
 * No uid or address is stored, so it cannot be traced back to anyone without the address itself.
 */

export const trialClaimKey = (mailboxHash: string) => ({ pk: `TRIAL#${mailboxHash}`, sk: 'TRIAL' });

/**
 * Claims the trial for the person `mailboxHash` names, unless it was claimed before (conditional).
 * @returns false when it was: that person had their trial.
 */
export function claimTrial(mailboxHash: string, claimedAt: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...trialClaimKey(mailboxHash), type: 'TrialClaim', claimedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  }, false);
}

/** When the person `mailboxHash` names claimed the trial, or undefined when they never did. */
export async function trialClaimedAt(mailboxHash: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: trialClaimKey(mailboxHash), ConsistentRead: true }));
  return Item ? String(Item.claimedAt) : undefined;
}

/** Withdraws the claim made at `claimedAt` (and no other): the checkout it was for was never opened. */
export async function withdrawTrialClaim(mailboxHash: string, claimedAt: string): Promise<void> {
  await unlessConditionFails(
    () =>
      db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: trialClaimKey(mailboxHash),
          ConditionExpression: 'claimedAt = :claimedAt',
          ExpressionAttributeValues: { ':claimedAt': claimedAt },
        }),
      ),
    undefined,
  );
}
