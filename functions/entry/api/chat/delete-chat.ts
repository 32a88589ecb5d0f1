import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { deleteChat } from '../../../domain/chat/chats';

/**
 * DELETE /api/bot/{chatId} — deletes a chat and its messages. A deletion that failed half-way still
 * lists the chat, so repeating the request completes it.
 */
export const handler = http(routes.deleteChat, ({ params, session }) => deleteChat(session.uid, params.chatId));
