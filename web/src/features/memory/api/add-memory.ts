import type { Memory, MemoryBody } from '../../../../../shared/schemas/memory';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/memories: a note the user adds; 403 on Basic, 409 past MEMORY_LIMITS.count notes. */
export async function addMemory(body: MemoryBody): Promise<Memory> {
  const { memory } = await api(routes.addMemory, { body });
  return memory;
}
