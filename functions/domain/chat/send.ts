import { NOTHING_TO_REPLY_MESSAGE } from '#shared/error-messages';
import type { ReplyResponse } from '#shared/schemas/chat';
import { addMessage, listMessages, replaceMessage } from '../../data/chat-messages';
import { AppError } from '../../kernel/errors';
import { replyResponse } from './chat-views';
import { lastExchange, openChat, type Question } from './open-chat';
import { replyWhole } from './reply';
import type { ReplyContext } from './reply-context';
import { settle, storeUserMessage } from './store';

/**
 * Sending and regenerating, answered whole (for clients that do not stream; stream.ts streams
 * the same): the chat opened, the reply made (reply.ts), then stored (store.ts) and answered.
 */

/**
 * POST /api/bot/chat/{chatId}: stores the user's message (naming an untitled chat after it), then
 * answers it. If the coach fails the message stays stored, and the regenerate route answers it.
 */
export async function sendMessage(ctx: ReplyContext, text: string): Promise<ReplyResponse> {
  const open = await openChat(ctx);
  const { chat, history, userMessage } = await storeUserMessage(ctx, open.user, text);
  return answer(ctx, { ...open, chat, history, userMessage });
}

/**
 * POST /api/bot/chat/{chatId}/regenerate: a new reply to the last user message. It replaces the
 * last reply in place (same id, same position), or, when the last message has no reply yet (the
 * coach failed), it is that reply: the retry. A fixed safety reply is never regenerated: the same
 * reviewed text is answered again, unchanged.
 */
export async function regenerateReply(ctx: ReplyContext): Promise<ReplyResponse> {
  const open = await openChat(ctx);
  const { asked, replacing, userMessage } = lastExchange(await listMessages(ctx.uid, ctx.chatId));
  if (!userMessage) throw new AppError('CONFLICT', NOTHING_TO_REPLY_MESSAGE);
  return answer(ctx, { ...open, history: asked, userMessage, replacing });
}

/**
 * Screens the message, answers it (fixed text, or the coach, careful while the chat is flagged),
 * stores the reply and the chat's flag, and counts a referral. Only a new reply counts: a
 * regenerated one was counted when first answered.
 */
async function answer(ctx: ReplyContext, question: Question): Promise<ReplyResponse> {
  const { chat, replacing } = question;
  // Reviewed text stays reviewed text: regenerating it would put a model's words in its place.
  if (replacing?.engine === 'safety') return replyResponse(question, replacing, chat.crisis);
  const outcome = await replyWhole(ctx, { ...question, memory: await question.remembering });
  return settle(ctx, question, outcome, {
    fresh: !replacing,
    store: (content) =>
      replacing ? replaceMessage(ctx.uid, replacing, content) : addMessage(ctx.uid, { chatId: chat.chatId, role: 'assistant', ...content }),
  });
}
