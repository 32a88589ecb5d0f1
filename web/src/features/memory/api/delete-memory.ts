import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/memories/{memoryId}. */
export const deleteMemory = (memoryId: string) => api(routes.deleteMemory, { params: { memoryId } });
