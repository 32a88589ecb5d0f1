import * as routes from '../../shared/routes/memory';
import { editMemoryFor } from '../domain/memory/memories';
import { http } from '../http/http';

/** PUT /api/memories/{memoryId} — the note rewritten; 404 for an id the user has no note under. */
export const handler = http(routes.updateMemory, async ({ params, body, session }) => ({
  success: true,
  memory: await editMemoryFor(session.uid, params.memoryId, body.text),
}));
