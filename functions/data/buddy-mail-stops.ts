import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addressHash } from './buddy-blocks';
import { db, tableName } from './client';
import type { ItemKey } from './item-keys';

/**
 * Mailboxes that asked for no buddy e-mails, through the link every invitation e-mail carries:
 * `BUDDY_MAIL_STOP#<addressHash> / STOP` (the hash of the mailbox, never the address), holding only
 * when. Outside every user's partition, since the address's owner may have no account, and kept
 * for good: deleting an account must not undo a request made for an address.
 */

const STOP_PREFIX = 'BUDDY_MAIL_STOP#';
const STOP_SK = 'STOP';

export const buddyMailStopKey = (hash: string): ItemKey => ({ pk: `${STOP_PREFIX}${hash}`, sk: STOP_SK });

/** Stops buddy e-mails to the mailbox whose addressHash this is; stopping again changes nothing that matters. */
export async function stopBuddyMail(hash: string, at: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...buddyMailStopKey(hash), type: 'BuddyMailStop', at } }));
}

/** Whether buddy e-mails to `email`'s mailbox (any spelling of it) were stopped. */
export async function buddyMailStopped(email: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: buddyMailStopKey(addressHash(email)), ProjectionExpression: 'pk', ConsistentRead: true }),
  );
  return Item !== undefined;
}
