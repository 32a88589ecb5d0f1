import * as routes from '../../shared/routes/chat';
import { listMessages } from '../data/chat-messages';
import { http } from '../http/http';
import { requireChat } from '../domain/chat/chat-access';
import { toChatMessage, toChatSummary } from '../domain/chat/chat-views';

/**
 * GET /api/bot/chat/{chatId} — a chat and its messages, oldest first. Reading needs no plan: a
 * downgraded user still reads their Premium chats.
 */
export const handler = http(routes.getChat, async ({ params, session }) => {
  const [chat, messages] = await Promise.all([requireChat(session.uid, params.chatId, 'stored'), listMessages(session.uid, params.chatId)]);
  return { success: true, data: { chat: toChatSummary(chat), messages: messages.map(toChatMessage) } };
});
