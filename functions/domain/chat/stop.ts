import { cutMessage, listMessages } from '../../data/chat-messages';
import { replyStreaming, requestStop } from '../../data/reply-streams';
import { requireChat } from './chat-access';

/**
 * Stop (docs/decisions/0053-streaming-replies.md). The chat must be the caller's (404 otherwise).
 * A reply still streaming is asked to stop; its function keeps what it released. One that had
 * already finished (only the browser's reveal was running) is cut to the `shown` characters the
 * browser revealed, marked stopped. `stopped` is false when there was nothing to stop or cut,
 * which is no error: the press came late.
 */
export async function stopReply(
  uid: string,
  chatId: string,
  streamId: string,
  shown?: number,
): Promise<{ success: true; stopped: boolean }> {
  await requireChat(uid, chatId, 'any');
  if (await requestStop(uid, chatId, streamId)) return { success: true, stopped: true };
  if (shown === undefined || (await replyStreaming(uid, chatId))) return { success: true, stopped: false };
  return { success: true, stopped: await cutLastReply(uid, chatId, shown) };
}

/**
 * Cuts the chat's last message, when it is a reply longer than `shown`, to its first `shown`
 * characters. Only ever shorter, and never the fixed text of the crisis protocol (engine
 * 'safety'), whose resources must stay whole.
 */
async function cutLastReply(uid: string, chatId: string, shown: number): Promise<boolean> {
  const last = (await listMessages(uid, chatId)).at(-1);
  if (last?.role !== 'assistant' || last.engine === 'safety' || shown >= last.content.trimEnd().length) return false;
  let cut = last.content.slice(0, shown).trimEnd();
  // Never half a character: a high surrogate without its pair goes too.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cutMessage(uid, last, cut);
}
