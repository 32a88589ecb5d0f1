import * as routes from '../../shared/routes/memory';
import { memoryKey } from '../data/memories';
import { addMemoryFor } from '../domain/memory/memories';
import { screenAndFlagNote } from '../domain/crisis/flag-note';
import { screenNote } from '../domain/crisis/note-screen';
import { http } from '../http/http';

/**
 * POST /api/memories — a note in the user's own words, screened once saved and a crisis reading kept
 * on it (domain/crisis/flag-note.ts); 403 on Basic, with the help when the words met a crisis tier;
 * 409 past the cap.
 */
export const handler = http(routes.addMemory, async ({ body, session, requestId }) => {
  const at = new Date();
  const added = await addMemoryFor(session.uid, body.text, at, () => screenNote(session.uid, body.text, at, requestId));
  const key = memoryKey(session.uid, added.memoryId);
  const { note: memory, safety } = await screenAndFlagNote(session.uid, { note: added, key, text: added.text, at }, requestId);
  return { success: true, memory, ...(safety && { safety }) };
});
