import * as routes from '#shared/routes/memory';
import { MEMORIES_DELETED_MESSAGE } from '#shared/error-messages';
import { deleteAllMemoriesFor } from '../../../domain/memory/memories';
import { http } from '../../../http/http';

/** DELETE /api/memories — forgets every note; answers the same when there were none. */
export const handler = http(routes.deleteAllMemories, async ({ session }) => {
  await deleteAllMemoriesFor(session.uid);
  return { success: true, message: MEMORIES_DELETED_MESSAGE };
});
