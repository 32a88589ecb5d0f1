import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** GET /api/bot/chat/{chatId} — the chat (title, goal, style) and its messages, oldest first. */
export async function getChat(chatId: string, signal?: AbortSignal) {
  const { data } = await api(routes.getChat, { params: { chatId }, ...(signal ? { signal } : {}) });
  return data;
}
