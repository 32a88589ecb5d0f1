import type { ChatGoal, ChatStyle } from '../../../../../shared/chat';
import type { ChatSummary, TemporaryMessageBody } from '../../../../../shared/schemas/chat';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/bot/temporary-chat/{chatGoal}/{chatStyle} — a temporary session (issue 21), created with the first message. */
export async function newTemporaryChat(chatGoal: ChatGoal, chatStyle: ChatStyle): Promise<ChatSummary> {
  const { data } = await api(routes.newTemporaryChat, { params: { chatGoal: String(chatGoal), chatStyle: String(chatStyle) } });
  return data;
}

/** POST /api/bot/temporary-chat/{chatId} — answers a message from the turns sent with it; nothing is stored. */
export const sendTemporaryMessage = (chatId: string, text: string, earlier: TemporaryMessageBody['earlier']) =>
  api(routes.sendTemporaryMessage, { params: { chatId }, body: { text, earlier } });
