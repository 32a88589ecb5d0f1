import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MemorySource } from '#shared/memory';
import type { Memory } from '#shared/schemas/memory';
import { db, tableName, unlessConditionFails } from './client';
import { withNoteSafety } from './note-safety';
import { batchDelete, queryKeys, queryPrefix, type ItemKey } from './item-keys';
import { userPartition } from './user-partition';

/**
 * The coach's memory: `USER#<uid> / MEMORY#<memoryId>`, ids time-sortable, so a
 * backwards Query lists them newest first. In the user's partition: another user's id is simply
 * not found, and account deletion and the export take them with everything else. A note holds its
 * text and who wrote it; never the chat it came from, so deleting a chat leaves nothing to trace.
 */

const MEMORY_PREFIX = 'MEMORY#';
export const memoryKey = (uid: string, memoryId: string): ItemKey => ({ pk: userPartition(uid), sk: `${MEMORY_PREFIX}${memoryId}` });

/** Whether an item of the user's partition is a memory. */
export const isMemoryItem = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(MEMORY_PREFIX);

export function memoryOf(item: Record<string, unknown>): Memory {
  return {
    memoryId: String(item.memoryId),
    text: String(item.text),
    source: item.source as MemorySource,
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    ...withNoteSafety(item),
  };
}

/** Every memory of the user, newest first. */
export async function listMemories(uid: string): Promise<Memory[]> {
  return (await queryPrefix({ pk: userPartition(uid), skPrefix: MEMORY_PREFIX, forward: false })).map(memoryOf);
}

/** Stores a new memory; its id is new, so the condition only guards against a clash of ids. */
export async function putNewMemory(uid: string, memory: Memory): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...memoryKey(uid, memory.memoryId), type: 'Memory', ...memory },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Rewrites a memory's text (an edit makes it the user's own); undefined when there is no such memory. */
export async function updateMemoryText(uid: string, memoryId: string, text: string, at: Date = new Date()): Promise<Memory | undefined> {
  const output = await unlessConditionFails(
    () =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: memoryKey(uid, memoryId),
          UpdateExpression: 'SET #text = :text, #source = :user, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#text': 'text', '#source': 'source' },
          ExpressionAttributeValues: { ':text': text, ':user': 'user', ':at': at.toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    undefined,
  );
  return output?.Attributes ? memoryOf(output.Attributes) : undefined;
}

/** Deletes one memory; false when the user has no such memory. */
export async function deleteStoredMemory(uid: string, memoryId: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: memoryKey(uid, memoryId), ConditionExpression: 'attribute_exists(pk)' }),
    );
    return true;
  }, false);
}

/** Deletes the given memories (absent ones are no error). */
export async function deleteMemories(uid: string, memoryIds: readonly string[]): Promise<void> {
  await batchDelete(memoryIds.map((memoryId) => memoryKey(uid, memoryId)));
}

/** Deletes every memory of the user. */
export async function deleteAllMemories(uid: string): Promise<void> {
  await batchDelete(await queryKeys(userPartition(uid), MEMORY_PREFIX));
}
