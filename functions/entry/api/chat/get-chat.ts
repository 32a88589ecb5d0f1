import * as routes from '#shared/routes/chat';
import { http } from '../../../http/http';
import { readChat } from '../../../domain/chat/chats';

/**
 * GET /api/bot/chat/{chatId} — a chat and its messages, oldest first. Reading needs no plan: a
 * downgraded user still reads their Premium chats.
 */
export const handler = http(routes.getChat, ({ params, session }) => readChat(session.uid, params.chatId));
