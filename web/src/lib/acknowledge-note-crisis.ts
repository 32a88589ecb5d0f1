import type { NoteCrisisAckBody } from '#shared/schemas/notes';
import { api } from './api-client';
import { routes } from './route-table';

/**
 * POST /api/notes/crisis-ack: the user has seen the crisis screen a note opened (SAFETY.md 2). In
 * lib because the help beside a note (components/sos/note-help.tsx) is shared by the goals and
 * memory features.
 */
export const acknowledgeNoteCrisis = (body: NoteCrisisAckBody) => api(routes.acknowledgeNoteCrisis, { body });
