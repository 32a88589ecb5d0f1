import { titleFromMessage } from '../../shared/chat';
import * as routes from '../../shared/routes/chat';
import { renameChat, setTitleIfUntitled } from '../data/chats';
import { http } from '../http/http';
import { chatNotFound, requireChat } from '../domain/chat/chat-access';

/**
 * POST /api/bot/title/{chatId} — names an untitled chat from the text (the first user message).
 * A chat that already has a title keeps it; the answer is the stored title either way. With
 * `rename`, the text is the user's own name for the session and replaces any title.
 */
export const handler = http(routes.setTitle, async ({ params, body, session }) => {
  const chat = await requireChat(session.uid, params.chatId, 'stored');
  if (body.rename) {
    const title = await renameChat(session.uid, params.chatId, titleFromMessage(body.text));
    if (title === undefined) throw chatNotFound();
    return { success: true, title };
  }
  if (chat.title) return { success: true, title: chat.title };
  const title = await setTitleIfUntitled(session.uid, params.chatId, titleFromMessage(body.text));
  if (title === undefined) throw chatNotFound();
  return { success: true, title };
});
