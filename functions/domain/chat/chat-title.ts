import { titleFromMessage } from '#shared/chat';
import { renameChat, setTitleIfUntitled } from '../../data/chats';
import { chatNotFound, requireChat } from './chat-access';

/** A chat's title: made from its first message, or the name the user gives it. */

/** The chat's title; '' while it has none. */
export async function readTitle(uid: string, chatId: string) {
  const chat = await requireChat(uid, chatId);
  return { success: true, title: chat.title ?? '' };
}

/**
 * Names an untitled chat from the text (the first user message). A chat that already has a title
 * keeps it; the answer is the stored title either way. With `rename`, the text is the user's own
 * name for the session and replaces any title.
 */
export async function setTitle(uid: string, chatId: string, body: { text: string; rename?: boolean }) {
  const chat = await requireChat(uid, chatId, 'stored');
  if (body.rename) {
    const title = await renameChat(uid, chatId, titleFromMessage(body.text));
    if (title === undefined) throw chatNotFound();
    return { success: true, title };
  }
  if (chat.title) return { success: true, title: chat.title };
  const title = await setTitleIfUntitled(uid, chatId, titleFromMessage(body.text));
  if (title === undefined) throw chatNotFound();
  return { success: true, title };
}
