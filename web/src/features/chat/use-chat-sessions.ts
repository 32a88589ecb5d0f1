import type { ChatSummary } from '#shared/schemas/chat';
import { useChats } from './api/get-all-chats';
import { renameChat } from './api/rename-chat';
import type { ChatRequirement } from './chat-failure';
import { deleteAllChats, type DeleteAllOutcome } from './delete-all-chats';
import { newestFirst } from './sessions';
import { useConversation } from './use-conversation';

/**
 * The side menu's sessions and the chat on screen, kept in step (spec section 4): a chat created
 * by its first message joins the list, its title follows, and a deleted chat leaves the list and,
 * if it was open, the screen.
 */
export function useChatSessions(onRequirement?: (requirement: ChatRequirement) => void) {
  const chats = useChats();
  const { setData } = chats;
  const without = (chatId: string) => (list: ChatSummary[]) => list.filter((chat) => chat.chatId !== chatId);
  const titleInList = (chatId: string, title: string) =>
    setData((list) => list.map((chat) => (chat.chatId === chatId ? { ...chat, title } : chat)));

  const conversation = useConversation({
    onCreated: (created) => setData((list) => newestFirst([created, ...without(created.chatId)(list)])),
    onTitled: titleInList,
    onGone: (chatId) => setData(without(chatId)),
    ...(onRequirement ? { onRequirement } : {}),
  });

  /** A chat was deleted: out of the list, and off the screen if it was open. */
  const removed = (chatId: string) => {
    setData(without(chatId));
    conversation.forget(chatId);
  };

  /** A title in the list and the header, for a chat that may be open. */
  const retitle = (chatId: string, title: string) => {
    titleInList(chatId, title);
    conversation.titled(chatId, title);
  };

  /** The user renames a session: shown at once, put back if the save fails (the error goes on). */
  const rename = async (chat: ChatSummary, name: string) => {
    retitle(chat.chatId, name);
    try {
      retitle(chat.chatId, await renameChat(chat.chatId, name));
    } catch (error) {
      retitle(chat.chatId, chat.title);
      throw error;
    }
  };

  /** Settings > Delete All Chats; "no chats" also empties a list that was out of date. */
  const deleteAll = async (): Promise<DeleteAllOutcome> => {
    const outcome = await deleteAllChats(removed);
    if (outcome.tone === 'info') setData(() => []);
    return outcome;
  };

  /** The crisis screen of a chat was acknowledged: the list forgets that the chat owes one. */
  const crisisAcknowledged = (chatId: string) => {
    setData((list) =>
      list.map((chat) => (chat.chatId === chatId && chat.crisis ? { ...chat, crisis: { ...chat.crisis, acknowledged: true } } : chat)),
    );
    conversation.crisisAcknowledged(chatId);
  };

  return { chats, conversation, removed, rename, deleteAll, crisisAcknowledged };
}
