import { CHAT_DELETED_MESSAGE, CRISIS_ACKNOWLEDGED_MESSAGE } from '#shared/error-messages';
import { listMessages } from '../../data/chat-messages';
import { acknowledgeCrisis, deleteChatAndMessages, listChats } from '../../data/chats';
import { chatNotFound, requireChat } from './chat-access';
import { toChatMessage, toChatSummary } from './chat-views';

/** The user's stored chats: listed, read, deleted, and a crisis screen acknowledged. */

/** The user's chats, newest first (the Sessions list); a temporary session is never listed. */
export async function listChatSummaries(uid: string) {
  return { success: true, data: (await listChats(uid)).filter((chat) => !chat.temporary).map(toChatSummary) };
}

/** A chat and its messages, oldest first. Reading needs no plan: a downgraded user still reads their Premium chats. */
export async function readChat(uid: string, chatId: string) {
  const [chat, messages] = await Promise.all([requireChat(uid, chatId, 'stored'), listMessages(uid, chatId)]);
  return { success: true, data: { chat: toChatSummary(chat), messages: messages.map(toChatMessage) } };
}

/** Deletes a chat and its messages. A deletion that failed half-way still lists the chat, so repeating it completes it. */
export async function deleteChat(uid: string, chatId: string) {
  await requireChat(uid, chatId);
  await deleteChatAndMessages(uid, chatId);
  return { success: true, message: CHAT_DELETED_MESSAGE };
}

/**
 * The user has seen the crisis screen a tier (c) message opened, so it stays closed, also after a
 * reload. The flag itself stays: the resources keep showing and the coach stays careful. A chat
 * that was never flagged has nothing to acknowledge and is left as it is; the answer is the same.
 */
export async function acknowledgeCrisisScreen(uid: string, chatId: string) {
  const chat = await requireChat(uid, chatId);
  if (chat.crisis && !(await acknowledgeCrisis(uid, chatId))) throw chatNotFound();
  return { success: true, message: CRISIS_ACKNOWLEDGED_MESSAGE };
}
