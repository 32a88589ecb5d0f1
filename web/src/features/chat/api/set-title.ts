import { titleFromMessage } from '#shared/chat';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * POST /api/bot/title/{chatId} — titles an untitled chat from its first message; answers the title
 * the server kept. The message goes as a title already (shared/chat.ts), so a character a title
 * refuses, such as a direction mark a keyboard slipped in, never costs the chat its title.
 */
export async function setTitle(chatId: string, text: string): Promise<string> {
  const { title } = await api(routes.setTitle, { params: { chatId }, body: { text: titleFromMessage(text) } });
  return title;
}
