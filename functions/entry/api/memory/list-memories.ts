import * as routes from '#shared/routes/memory';
import { memoriesFor } from '../../../domain/memory/memories';
import { http } from '../../../http/http';

/** GET /api/memories — the coach's notes, newest first, on every plan; whether memory is paused and available. */
export const handler = http(routes.listMemories, async ({ session }) => memoriesFor(session.uid));
