import type { MemoriesResponse } from '#shared/schemas/memory';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';

/** What the Memory page shows: the notes (newest first), whether memory is paused, and whether the plan lets the coach remember. */
export type MemoryState = Omit<MemoriesResponse, 'success'>;

/** GET /api/memories. */
export async function getMemories(signal?: AbortSignal): Promise<MemoryState> {
  const { memories, paused, available, guardianOff } = await api(routes.listMemories, signal ? { signal } : undefined);
  return { memories, paused, available, ...(guardianOff && { guardianOff }) };
}

/** The Memory page's data; `setData` puts an added, changed or deleted note (or the pause) in place without a reload. */
export const useMemories = () => useQuery(getMemories);
