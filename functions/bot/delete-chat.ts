import * as routes from '../../shared/routes/chat';
import { deleteChatAndMessages } from '../data/chats';
import { http } from '../http/http';
import { requireChat } from '../domain/chat/chat-access';
import { CHAT_DELETED_MESSAGE } from '../../shared/error-messages';

/**
 * DELETE /api/bot/{chatId} — deletes a chat and its messages. A deletion that failed half-way still
 * lists the chat, so repeating the request completes it.
 */
export const handler = http(routes.deleteChat, async ({ params, session }) => {
  await requireChat(session.uid, params.chatId);
  await deleteChatAndMessages(session.uid, params.chatId);
  return { success: true, message: CHAT_DELETED_MESSAGE };
});
