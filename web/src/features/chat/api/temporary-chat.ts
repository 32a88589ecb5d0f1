import type { ChatGoal, ChatStyle } from '#shared/chat';
import type { ChatSummary } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * PUT /api/bot/temporary-chat/{chatGoal}/{chatStyle} — a temporary session, created
 * with the first message. Its messages go through the reply stream with the turns so far.
 */
export async function newTemporaryChat(chatGoal: ChatGoal, chatStyle: ChatStyle): Promise<ChatSummary> {
  const { data } = await api(routes.newTemporaryChat, { params: { chatGoal: String(chatGoal), chatStyle: String(chatStyle) } });
  return data;
}
