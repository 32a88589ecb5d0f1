import { batchDelete, queryKeys } from './item-keys';
import { sessionKey } from './sessions';
import { userPartition } from './user-partition';

/**
 * Deletes every item the user owns: one Query of their partition, then batch deletes. The item of
 * the session `lastSessionToken` goes last, so if anything fails before, that session still works
 * and the same request can simply be repeated (deleting an absent item succeeds).
 */
export async function deleteUserItems(uid: string, lastSessionToken: string): Promise<void> {
  const last = sessionKey(uid, lastSessionToken);
  const keys = await queryKeys(userPartition(uid));
  await batchDelete(keys.filter((key) => key.sk !== last.sk));
  await batchDelete([last]);
}
