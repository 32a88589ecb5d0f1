import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** POST /api/bot/title/{chatId} with `rename`: the user's own name for the session replaces its title; answers the stored one. */
export async function renameChat(chatId: string, name: string): Promise<string> {
  const { title } = await api(routes.setTitle, { params: { chatId }, body: { text: name, rename: true } });
  return title;
}
