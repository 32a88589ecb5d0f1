import type { NoteSafety } from '#shared/schemas/crisis';
import type { Memory, MemoryBody } from '#shared/schemas/memory';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/memories: a note the user adds; 403 on Basic, 409 past MEMORY_LIMITS.count notes; `safety` when it met a crisis tier. */
export async function addMemory(body: MemoryBody): Promise<{ memory: Memory; safety?: NoteSafety }> {
  return api(routes.addMemory, { body });
}
