import { termsOf } from '#shared/search';
import { listMessages, type MessageRecord } from '../../data/chat-messages';
import { getChat } from '../../data/chats';
import { deleteChatTerms, MAX_IDS, readChatTerms, writeChatTerms, type ChatTerms } from '../../data/search-index';
import { listChatsForSearch, markSearched, needsIndexing, type SearchableChat } from '../../data/search-marks';

/**
 * Indexes sessions for search in the quiet-session job (functions/entry/jobs/session-reports.ts),
 * off the reply's path: every stored chat, whatever the plan and whether or not it gets a report.
 * Idempotent: a chat indexed as of its last update is left alone, and re-indexing writes only the
 * words that changed (search-index.ts).
 */

/** Other chats not yet indexed that one job also indexes, so sessions from before search existed get there. */
const CATCH_UP = 3;

/** Each word of the messages -> the ids of the first MAX_IDS messages holding it. */
export function chatTermsOf(messages: readonly MessageRecord[]): ChatTerms {
  const terms: ChatTerms = new Map();
  for (const message of messages) {
    for (const term of termsOf(message.content)) {
      const ids = terms.get(term) ?? [];
      if (ids.length < MAX_IDS) terms.set(term, [...ids, message.id]);
    }
  }
  return terms;
}

export type IndexOutcome = 'indexed' | 'up-to-date' | 'chat-gone';

async function indexOne(uid: string, chat: SearchableChat): Promise<IndexOutcome> {
  const [messages, previous] = await Promise.all([listMessages(uid, chat.chatId), readChatTerms(uid, chat.chatId)]);
  await writeChatTerms(uid, chat.chatId, previous, chatTermsOf(messages));
  if (await markSearched(uid, chat.chatId, chat.updatedAt)) return 'indexed';
  // Deleted while being indexed: never leave its words behind.
  if (await getChat(uid, chat.chatId)) return 'indexed';
  await deleteChatTerms(uid, chat.chatId);
  return 'chat-gone';
}

/** Indexes the chat if it changed since it was last indexed, and a few other chats still waiting. */
export async function indexChatForSearch(uid: string, chatId: string): Promise<IndexOutcome> {
  const chats = (await listChatsForSearch(uid)).filter((chat) => !chat.temporary);
  const chat = chats.find((candidate) => candidate.chatId === chatId);
  const waiting = chats.filter((other) => other.chatId !== chatId && needsIndexing(other)).slice(0, CATCH_UP);
  for (const other of waiting) await indexOne(uid, other);
  if (!chat) return 'chat-gone';
  return needsIndexing(chat) ? indexOne(uid, chat) : 'up-to-date';
}
