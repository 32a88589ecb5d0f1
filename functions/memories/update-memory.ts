import * as routes from '../../shared/routes/memory';
import { editMemoryFor } from '../domain/memory/memories';
import { screenNote } from '../domain/crisis/note-screen';
import { http } from '../http/http';

/** PUT /api/memories/{memoryId} — the note rewritten, screened once saved (domain/crisis/note-screen.ts); 404 for an id the user has no note under. */
export const handler = http(routes.updateMemory, async ({ params, body, session, requestId }) => {
  const memory = await editMemoryFor(session.uid, params.memoryId, body.text);
  const safety = await screenNote(session.uid, memory.text, new Date(), requestId);
  return { success: true, memory, ...(safety && { safety }) };
});
