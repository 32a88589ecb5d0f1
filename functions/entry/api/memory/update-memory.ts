import * as routes from '#shared/routes/memory';
import { editMemory } from '../../../domain/memory/screened-memories';
import { http } from '../../../http/http';

/**
 * PUT /api/memories/{memoryId} — the note rewritten, screened once saved and a crisis reading kept
 * on it (domain/crisis/flag-note.ts); 404 for an id the user has no note under.
 */
export const handler = http(routes.updateMemory, async ({ params, body, session, requestId }) => ({
  success: true,
  ...(await editMemory(session.uid, params.memoryId, body.text, requestId)),
}));
