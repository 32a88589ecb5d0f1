import { highlightRanges, MIN_PREFIX_LENGTH, searchWords, snippetOf, wordsFoundIn } from '#shared/search';
import type { SearchResponse, SearchResult } from '#shared/schemas/search';
import { listMessages, type MessageRecord } from '../../data/chat-messages';
import { findWord, getMessages, type WordHits } from '../../data/search-index';
import { listChatsForSearch, needsIndexing, type SearchableChat } from '../../data/search-marks';

/**
 * Searches the titles and messages of the user's sessions (docs/decisions/0052-session-search.md). In parallel: the chat list (titles, recency, and which chats are gone or temporary)
 * and one index Query per searched word; the few chats changed since they were indexed are read
 * directly, so a word just sent is found at once. A chat matches when it holds every word (in its
 * title or messages); the matching messages are then read to build the snippet, which also drops
 * what the index still says of an edited or deleted message.
 */

/** Sessions listed at most; `more` says when others matched too. */
export const MAX_RESULTS = 20;
/** Chats changed since they were indexed that a search reads whole (normally just the open one). */
export const DIRECT_READS = 8;
/** Messages read per chat for its snippet: the newest of those the index points at. */
const MESSAGES_PER_CHAT = 6;

interface Candidate {
  chat: SearchableChat;
  /** Messages holding at least one word (read whole for a changed chat, by id otherwise). */
  messages: MessageRecord[];
}

const titleOf = (chat: SearchableChat): string => chat.title ?? '';

/** Whether the chat holds every word, and the result for it (the message with the most words). */
function resultOf({ chat, messages }: Candidate, words: readonly string[]): SearchResult | undefined {
  const found = wordsFoundIn(titleOf(chat), words);
  let best: { message: MessageRecord; count: number } | undefined;
  // Newest first, so of equally good messages the newest wins.
  for (const message of [...messages].sort((a, b) => (a.id < b.id ? 1 : -1))) {
    const inMessage = wordsFoundIn(message.content, words);
    for (const word of inMessage) found.add(word);
    if (inMessage.size && (!best || inMessage.size > best.count)) best = { message, count: inMessage.size };
  }
  if (found.size < words.length) return undefined;
  const title = titleOf(chat);
  if (!best) return { chatId: chat.chatId, title, snippet: title, highlights: highlightRanges(title, words), at: chat.updatedAt };
  const { snippet, highlights } = snippetOf(best.message.content, words);
  return { chatId: chat.chatId, title, messageId: best.message.id, snippet, highlights, at: best.message.createdAt };
}

/** The chats the index says hold every word (counting title matches), newest first. */
function indexedMatches(chats: readonly SearchableChat[], words: readonly string[], hits: readonly WordHits[]): SearchableChat[] {
  return chats.filter((chat) => {
    const inTitle = wordsFoundIn(titleOf(chat), words);
    return words.every((word, i) => inTitle.has(word) || hits[i]!.has(chat.chatId));
  });
}

export async function searchSessions(uid: string, query: string): Promise<SearchResponse> {
  const words = searchWords(query);
  if (!words.length) return { success: true, results: [], more: false };

  const listed = listChatsForSearch(uid).then((chats) => chats.filter((chat) => !chat.temporary));
  // Chats changed since they were indexed are read whole, alongside the index Queries.
  const changed = listed.then((chats) =>
    Promise.all(
      chats
        .filter(needsIndexing)
        .slice(0, DIRECT_READS)
        .map(async (chat) => ({ chat, messages: await listMessages(uid, chat.chatId) })),
    ),
  );
  const [chats, fresh, found] = await Promise.all([
    listed,
    changed,
    Promise.all(words.map((word) => findWord(uid, word, word.length >= MIN_PREFIX_LENGTH))),
  ]);
  const freshIds = new Set(fresh.map(({ chat }) => chat.chatId));
  const hits = found.map(({ hits: wordHits }) => wordHits);

  const freshMatches = fresh.flatMap((candidate) => {
    const result = resultOf(candidate, words);
    return result ? [{ chat: candidate.chat, result }] : [];
  });
  const indexed = indexedMatches(
    chats.filter((chat) => !freshIds.has(chat.chatId)),
    words,
    hits,
  );
  // Enough to fill the list even if a few prove stale; newest first across both kinds.
  const toRead = indexed.slice(0, MAX_RESULTS + 5);
  const wanted = toRead.flatMap((chat) => {
    const ids = new Set(hits.flatMap((wordHits) => [...(wordHits.get(chat.chatId) ?? [])]));
    return [...ids]
      .sort()
      .reverse()
      .slice(0, MESSAGES_PER_CHAT)
      .map((id) => ({ chatId: chat.chatId, id }));
  });
  const read = await getMessages(uid, wanted);
  const indexedResults = toRead.flatMap((chat) => {
    const result = resultOf({ chat, messages: read.filter((message) => message.chatId === chat.chatId) }, words);
    return result ? [{ chat, result }] : [];
  });

  const all = [...freshMatches, ...indexedResults].sort((a, b) => (a.chat.updatedAt < b.chat.updatedAt ? 1 : -1));
  const more = all.length > MAX_RESULTS || indexed.length > toRead.length || found.some(({ complete }) => !complete);
  return { success: true, results: all.slice(0, MAX_RESULTS).map(({ result }) => result), more };
}
