import { messages } from '#shared/messages';
import { deleteChat } from './api/delete-chat';
import { getAllChats } from './api/get-all-chats';

/** The outcome Settings > Data Controls shows (spec section 8). */
export interface DeleteAllOutcome {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * Settings > Delete All Chats (spec sections 4 and 8): reads the list afresh (chats made on another
 * device count too), then deletes the chats one by one, reporting each so the menu and the chat
 * view follow. It stops at the first failure; the chats not yet deleted stay, and so does the list.
 */
export async function deleteAllChats(onDeleted: (chatId: string) => void): Promise<DeleteAllOutcome> {
  const failed: DeleteAllOutcome = { tone: 'error', text: messages.deleteChats.failed };
  try {
    const chats = await getAllChats();
    if (chats.length === 0) return { tone: 'info', text: messages.deleteChats.none };
    for (const chat of chats) {
      await deleteChat(chat.chatId);
      onDeleted(chat.chatId);
    }
  } catch (error) {
    console.warn('Could not delete every chat', error);
    return failed;
  }
  return { tone: 'success', text: messages.deleteChats.success };
}
