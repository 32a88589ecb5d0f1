import type { ChatGoal, ChatStyle } from '#shared/chat';
import type { ChatSummary } from '#shared/schemas/chat';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * PUT /api/bot/new-chat/{chatGoal}/{chatStyle} — creates a chat with the wizard's choices. Called
 * when the first message is sent (spec section 4), never when the wizard closes.
 */
export async function newChat(chatGoal: ChatGoal, chatStyle: ChatStyle): Promise<ChatSummary> {
  const { data } = await api(routes.newChat, { params: { chatGoal: String(chatGoal), chatStyle: String(chatStyle) } });
  return data;
}
