import * as routes from '../../shared/routes/memory';
import { addMemoryFor } from '../domain/memory/memories';
import { http } from '../http/http';

/** POST /api/memories — a note in the user's own words; 403 on Basic, 409 past the cap. */
export const handler = http(routes.addMemory, async ({ body, session }) => ({
  success: true,
  memory: await addMemoryFor(session.uid, body.text),
}));
