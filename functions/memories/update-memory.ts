import * as routes from '../../shared/routes/memory';
import { memoryKey } from '../data/memories';
import { editMemoryFor } from '../domain/memory/memories';
import { screenAndFlagNote } from '../domain/crisis/flag-note';
import { http } from '../http/http';

/**
 * PUT /api/memories/{memoryId} — the note rewritten, screened once saved and a crisis reading kept
 * on it (domain/crisis/flag-note.ts); 404 for an id the user has no note under.
 */
export const handler = http(routes.updateMemory, async ({ params, body, session, requestId }) => {
  const edited = await editMemoryFor(session.uid, params.memoryId, body.text);
  const key = memoryKey(session.uid, edited.memoryId);
  const { note: memory, safety } = await screenAndFlagNote(session.uid, { note: edited, key, text: edited.text }, requestId);
  return { success: true, memory, ...(safety && { safety }) };
});
