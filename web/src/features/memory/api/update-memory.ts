import type { Memory } from '../../../../../shared/schemas/memory';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/memories/{memoryId}: the note in the user's words (it becomes theirs). */
export async function updateMemory({ memoryId, text }: { memoryId: string; text: string }): Promise<Memory> {
  const { memory } = await api(routes.updateMemory, { params: { memoryId }, body: { text } });
  return memory;
}
