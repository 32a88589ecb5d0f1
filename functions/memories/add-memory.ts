import * as routes from '../../shared/routes/memory';
import { addMemoryFor } from '../domain/memory/memories';
import { screenNote } from '../domain/crisis/note-screen';
import { http } from '../http/http';

/** POST /api/memories — a note in the user's own words, screened once saved (domain/crisis/note-screen.ts); 403 on Basic, 409 past the cap. */
export const handler = http(routes.addMemory, async ({ body, session, requestId }) => {
  const memory = await addMemoryFor(session.uid, body.text);
  const safety = await screenNote(session.uid, memory.text, new Date(), requestId);
  return { success: true, memory, ...(safety && { safety }) };
});
