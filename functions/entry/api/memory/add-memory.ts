import * as routes from '#shared/routes/memory';
import { addMemory } from '../../../domain/memory/screened-memories';
import { http } from '../../../http/http';

/**
 * POST /api/memories — a note in the user's own words, screened once saved and a crisis reading kept
 * on it (domain/crisis/flag-note.ts); 403 on Basic, with the help when the words met a crisis tier;
 * 409 past the cap.
 */
export const handler = http(routes.addMemory, async ({ body, session, requestId }) => ({
  success: true,
  ...(await addMemory(session.uid, body.text, requestId)),
}));
