import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * PUT /api/user/ with the `memory` preference: 'paused' stops the coach using and adding notes.
 * Here rather than in Settings' preference call because features do not import each other.
 */
export const setMemoryPaused = (paused: boolean) => api(routes.updatePreferences, { body: { memory: paused ? 'paused' : 'on' } });
