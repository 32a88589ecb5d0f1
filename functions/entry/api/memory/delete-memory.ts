import * as routes from '#shared/routes/memory';
import { MEMORY_DELETED_MESSAGE } from '#shared/error-messages';
import { deleteMemoryFor } from '../../../domain/memory/memories';
import { http } from '../../../http/http';

/** DELETE /api/memories/{memoryId} — 404 for an id the user has no note under (another user's included). */
export const handler = http(routes.deleteMemory, async ({ params, session }) => {
  await deleteMemoryFor(session.uid, params.memoryId);
  return { success: true, message: MEMORY_DELETED_MESSAGE };
});
