import type { ChatSummary } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';
import { newestFirst } from '../sessions';

/** GET /api/bot/get-all-chats — the user's chats, newest first (sorted here too, so the list never depends on it). */
export async function getAllChats(signal?: AbortSignal): Promise<ChatSummary[]> {
  const { data } = await api(routes.getAllChats, signal ? { signal } : undefined);
  return newestFirst(data);
}

/** The sessions list of the side menu; `setData` keeps it in step with creations, titles and deletions. */
export const useChats = () => useQuery(getAllChats);
