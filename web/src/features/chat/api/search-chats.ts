import type { SearchResponse } from '#shared/schemas/search';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/bot/search — the user's sessions holding the words, newest first, each with a snippet to show. */
export async function searchChats(query: string, signal?: AbortSignal): Promise<Pick<SearchResponse, 'results' | 'more'>> {
  const { results, more } = await api(routes.searchChats, { body: { query }, ...(signal && { signal }) });
  return { results, more };
}
