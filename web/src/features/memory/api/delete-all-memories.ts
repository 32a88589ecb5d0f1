import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/memories: every note at once. */
export const deleteAllMemories = () => api(routes.deleteAllMemories);
