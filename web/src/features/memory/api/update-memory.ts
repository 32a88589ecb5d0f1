import type { NoteSafety } from '#shared/schemas/crisis';
import type { Memory } from '#shared/schemas/memory';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/memories/{memoryId}: the note in the user's words (it becomes theirs); `safety` when it met a crisis tier. */
export async function updateMemory({
  memoryId,
  text,
}: {
  memoryId: string;
  text: string;
}): Promise<{ memory: Memory; safety?: NoteSafety }> {
  return api(routes.updateMemory, { params: { memoryId }, body: { text } });
}
