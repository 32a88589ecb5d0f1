import * as routes from '../../shared/routes/chat';
import { http } from '../http/http';
import { requireChat } from '../domain/chat/chat-access';

/** GET /api/bot/title/{chatId} — the chat's title; '' while it has none. */
export const handler = http(routes.getTitle, async ({ params, session }) => {
  const chat = await requireChat(session.uid, params.chatId);
  return { success: true, title: chat.title ?? '' };
});
