import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/bot/title/{chatId} — titles an untitled chat from its first message; answers the title the server kept. */
export async function setTitle(chatId: string, text: string): Promise<string> {
  const { title } = await api(routes.setTitle, { params: { chatId }, body: { text } });
  return title;
}
