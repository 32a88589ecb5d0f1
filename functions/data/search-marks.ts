import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { chatKey, chatOf, type ChatRecord } from './chats';
import { db, tableName, unlessConditionFails } from './client';
import { queryPrefix } from './item-keys';
import { userPartition } from './user-partition';

/**
 * How far session search's index (search-index.ts) has read each chat: `searchedAt` on the chat's
 * item, the chat's `updatedAt` when it was last indexed. A chat updated since (a message just
 * sent) is read directly by a search, so what was just written is found before the index job runs.
 */

/** A chat as search sees it: the listed fields, and when it was last indexed. */
export interface SearchableChat extends ChatRecord {
  searchedAt?: string;
}

const LISTED = ['chatId', 'title', 'startTime', 'updatedAt', 'temporary', 'searchedAt'] as const;

/** Every chat of the user, newest first, with only what search needs (one Query page for hundreds of chats). */
export async function listChatsForSearch(uid: string): Promise<SearchableChat[]> {
  const items = await queryPrefix({ pk: userPartition(uid), skPrefix: 'CHAT#', forward: false, attributes: LISTED });
  return items.map((item) => ({
    ...chatOf(item),
    ...(typeof item.searchedAt === 'string' && { searchedAt: item.searchedAt }),
  }));
}

/** Whether the chat changed since it was last indexed (or never was). */
export const needsIndexing = (chat: SearchableChat): boolean => !chat.searchedAt || chat.searchedAt < chat.updatedAt;

/**
 * Records that the chat is indexed as of `updatedAt`. Conditional on the chat existing (never
 * recreates a deleted one) and the mark only moving forward (two jobs racing keep the later one).
 * @returns false when the chat is gone.
 */
export async function markSearched(uid: string, chatId: string, updatedAt: string): Promise<boolean> {
  return unlessConditionFails(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKey(uid, chatId),
        UpdateExpression: 'SET searchedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(searchedAt) OR searchedAt <= :at)',
        ExpressionAttributeValues: { ':at': updatedAt },
      }),
    );
    return true;
  }, false);
}
