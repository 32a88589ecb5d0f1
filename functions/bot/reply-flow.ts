import { titleFromMessage } from '../../shared/chat';
import { messages } from '../../shared/messages';
import type { ReplyResponse } from '../../shared/schemas/chat';
import { addMessage, deleteMessages, listMessages, replaceMessage, type MessageRecord } from '../data/chat-messages';
import { recordChatActivity, type ChatRecord } from '../data/chats';
import { isConditionFailed } from '../data/client';
import { getProfile } from '../data/users';
import { AppError, unavailable } from '../lib/errors';
import { log } from '../lib/log';
import { getCoach, type CoachReply } from '../providers/coach';
import { chatNotFound, requireChat, requireEntitlement } from './chat-access';
import { coachRequest, summaryUpdate } from './coach-window';
import { toChatMessage } from './chat-views';
import { screenCoachReply, screenUserMessage } from './safety-steps';

/**
 * What happens between a user's message and the coach's reply, for sending and for regenerating.
 * Logs carry ids, the engine and durations only: never a message (SAFETY.md 11).
 */

/** Who asks, and how long the invocation may still run. */
export interface ReplyContext {
  uid: string;
  chatId: string;
  requestId: string;
  remainingMs(): number;
}

/** Time kept back from the coach for storing the reply and answering before API Gateway gives up. */
const ANSWER_MARGIN_MS = 4_000;
const MIN_COACH_MS = 1_000;

/** The chat, checked for ownership (404) and the plan (403), and the user's first name. */
async function openChat(ctx: ReplyContext): Promise<{ chat: ChatRecord; firstName: string }> {
  const [chat, profile] = await Promise.all([requireChat(ctx.uid, ctx.chatId), getProfile(ctx.uid)]);
  requireEntitlement(profile?.plan, chat);
  return { chat, firstName: profile?.firstName ?? '' };
}

/**
 * POST /api/bot/chat/{chatId}: stores the user's message (naming an untitled chat after it), then
 * answers it. If the coach fails the message stays stored, and the regenerate route answers it.
 */
export async function sendMessage(ctx: ReplyContext, text: string): Promise<ReplyResponse> {
  const { firstName } = await openChat(ctx);
  const userMessage = await addMessage(ctx.uid, { chatId: ctx.chatId, role: 'user', content: text });
  const [chat, history] = await Promise.all([
    recordChatActivity(ctx.uid, ctx.chatId, { updatedAt: userMessage.createdAt, titleIfUntitled: titleFromMessage(text) }),
    listMessages(ctx.uid, ctx.chatId),
  ]);
  if (!chat) {
    // Deleted between the check and the write: take the message away again rather than orphan it.
    await deleteMessages(ctx.uid, [userMessage]);
    throw chatNotFound();
  }
  return answer(ctx, { chat, firstName, history: upTo(history, userMessage), userMessage });
}

/**
 * POST /api/bot/chat/{chatId}/regenerate: a new reply to the last user message. It replaces the
 * last reply in place (same id, same position), or, when the last message has no reply yet (the
 * coach failed), it is that reply: the retry.
 */
export async function regenerateReply(ctx: ReplyContext): Promise<ReplyResponse> {
  const { chat, firstName } = await openChat(ctx);
  const history = await listMessages(ctx.uid, ctx.chatId);
  const last = history.at(-1);
  const replacing = last?.role === 'assistant' ? last : undefined;
  const asked = replacing ? history.slice(0, -1) : history;
  const userMessage = asked.at(-1);
  if (!userMessage || userMessage.role !== 'user') {
    throw new AppError('CONFLICT', 'There is no message to reply to yet.');
  }
  return answer(ctx, { chat, firstName, history: asked, userMessage, replacing });
}

/** The history up to and including `message` (a send racing another may have stored more after it). */
function upTo(history: MessageRecord[], message: MessageRecord): MessageRecord[] {
  const index = history.findIndex((candidate) => candidate.id === message.id);
  return index === -1 ? [...history, message] : history.slice(0, index + 1);
}

interface Question {
  chat: ChatRecord;
  firstName: string;
  /** The conversation, oldest first, ending with `userMessage`. */
  history: MessageRecord[];
  userMessage: MessageRecord;
  /** The reply to overwrite, when regenerating one. */
  replacing?: MessageRecord;
}

async function answer(ctx: ReplyContext, question: Question): Promise<ReplyResponse> {
  const { chat, userMessage, replacing } = question;
  const screen = await screenUserMessage(userMessage.content);
  const reply = screen.action === 'fixed-reply' ? screen.reply : await screenCoachReply(await askCoach(ctx, question));
  let stored: MessageRecord;
  try {
    stored = replacing
      ? await replaceMessage(ctx.uid, replacing, { content: reply.text, engine: reply.engine })
      : await addMessage(ctx.uid, { chatId: chat.chatId, role: 'assistant', content: reply.text, engine: reply.engine });
  } catch (error) {
    // The reply being replaced is gone: the chat was deleted meanwhile.
    if (isConditionFailed(error)) throw chatNotFound();
    throw error;
  }
  const summary = summaryUpdate(question.history, reply);
  const alive = await recordChatActivity(ctx.uid, chat.chatId, { updatedAt: stored.createdAt, ...(summary && { summary }) });
  if (!alive) {
    await deleteMessages(ctx.uid, [stored, userMessage]);
    throw chatNotFound();
  }
  return { success: true, resonse: stored.content, message: toChatMessage(stored), userMessage: toChatMessage(userMessage) };
}

/** Calls the coach within what is left of the invocation; any failure is the 503 that offers a retry. */
async function askCoach(ctx: ReplyContext, question: Question): Promise<CoachReply> {
  const started = Date.now();
  const budget = Math.max(MIN_COACH_MS, ctx.remainingMs() - ANSWER_MARGIN_MS);
  const fields = { requestId: ctx.requestId, uid: ctx.uid, chatId: ctx.chatId };
  let reply: CoachReply;
  try {
    reply = await getCoach().reply(coachRequest(question), AbortSignal.timeout(budget));
  } catch (error) {
    // The error's name only: a provider's message could quote the conversation.
    log.warn('coach failed', { ...fields, error: error instanceof Error ? error.name : typeof error, ms: Date.now() - started });
    throw unavailable(messages.chat.coachFailed, { expose: true });
  }
  if (!reply.text.trim()) {
    log.warn('coach failed', { ...fields, error: 'EmptyReply', engine: reply.engine, ms: Date.now() - started });
    throw unavailable(messages.chat.coachFailed, { expose: true });
  }
  log.info('coach replied', { ...fields, engine: reply.engine, ms: Date.now() - started, turns: question.history.length });
  return reply;
}
