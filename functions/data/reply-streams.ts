import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableSchema } from '#shared/table-schema';
import { db, tableName, unlessConditionFails } from './client';
import { userPartition } from './user-partition';

/**
 * The reply being streamed in a chat: `USER#<uid> / STREAM#<chatId>`, holding the
 * stream's id and, once the user pressed Stop, `stopped`. Stop is a request of its own that sets
 * it, and the streaming function reads it between words: the platform does not reliably tell a
 * function that the browser went away. One per chat (a newer stream takes the place of an older);
 * removed when the reply ends, and by TTL should a function die first.
 */

const STREAM_PREFIX = 'STREAM#';
/** Longer than any invocation may run. */
const KEPT_S = 15 * 60;

const streamKey = (uid: string, chatId: string) => ({ pk: userPartition(uid), sk: `${STREAM_PREFIX}${chatId}` });

/** Notes that `streamId` now streams the chat's reply. */
export async function openReplyStream(uid: string, chatId: string, streamId: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...streamKey(uid, chatId),
        type: 'ReplyStream',
        streamId,
        [tableSchema.ttlAttribute]: Math.floor(Date.now() / 1000) + KEPT_S,
      },
    }),
  );
}

/** Asks the stream to stop; false when it is not streaming any more (finished, or another took its place). */
export async function requestStop(uid: string, chatId: string, streamId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: streamKey(uid, chatId),
        UpdateExpression: 'SET stopped = :yes',
        ConditionExpression: 'streamId = :id',
        ExpressionAttributeValues: { ':yes': true, ':id': streamId },
      }),
    );
    return true;
  }, false);
}

/** Whether Stop was pressed for this stream (a consistent read: the press must not be missed). */
export async function stopRequested(uid: string, chatId: string, streamId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: streamKey(uid, chatId),
      ConsistentRead: true,
      ProjectionExpression: 'streamId, stopped',
    }),
  );
  return Item?.streamId === streamId && Item.stopped === true;
}

/** Whether some reply of the chat is streaming now (its function then writes the reply last). */
export async function replyStreaming(uid: string, chatId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: streamKey(uid, chatId), ConsistentRead: true, ProjectionExpression: 'streamId' }),
  );
  return Item !== undefined;
}

/** Forgets the stream once its reply ended, unless a newer one took its place meanwhile. */
export async function closeReplyStream(uid: string, chatId: string, streamId: string): Promise<void> {
  await unlessConditionFails(
    () =>
      db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: streamKey(uid, chatId),
          ConditionExpression: 'streamId = :id',
          ExpressionAttributeValues: { ':id': streamId },
        }),
      ),
    undefined,
  );
}
