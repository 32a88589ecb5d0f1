import { titleFromMessage } from '../../../shared/chat';
import { disclosureDue, type DisclosureState } from '../../../shared/disclosure';
import { isCrisisTier, isSeriousTier, LAST_ACTIVE_GRANULARITY_MS } from '../../../shared/safety';
import type { ReplyResponse } from '../../../shared/schemas/chat';
import { addMessage, deleteMessages, listMessages, replaceMessage, type MessageRecord } from '../../data/chat-messages';
import { recordChatActivity, type ChatCrisis, type ChatRecord } from '../../data/chats';
import { isConditionFailed } from '../../data/client';
import { countReferralSafely } from '../crisis/count-referral';
import { getProfile, recordLastActive } from '../../data/users';
import { remembers } from '../../../shared/memory';
import type { CoachMemory } from '../../providers/coach';
import { loadCoachMemory } from '../memory/coach-memory';
import { AppError } from '../../kernel/errors';
import { chatNotFound, requireChat, requireEntitlement, type ChatKind } from './chat-access';
import { summaryUpdate } from './coach-window';
import { toChatMessage } from './chat-views';
import { crisisActivity, shownTier } from './safety-steps';
import { respond, type ReplyContext } from './respond';
import type { StreamedReply } from './stream-respond';
import { NOTHING_TO_REPLY_MESSAGE } from '../../../shared/error-messages';
import { queueSessionReport } from '../insights/queue-report';
import { recordCrisisMoment } from '../crisis/crisis-moment';

export type { ReplyContext } from './respond';

/**
 * What happens between a user's message and the coach's reply, for sending and for regenerating.
 * Logs carry ids, the engine and durations only: never a message (SAFETY.md 11).
 */

export interface OpenChat {
  chat: ChatRecord;
  firstName: string;
  /** What decides whether the AI disclosure is due again. */
  user: DisclosureState;
  /** What the coach remembers: read while the message is stored, used when it is answered. */
  remembering: Promise<CoachMemory | undefined>;
}

/**
 * The chat, checked for ownership and kind (404) and the plan (403), and what the reply needs of
 * the user. A temporary session remembers nothing, whatever the plan.
 */
export async function openChat(ctx: ReplyContext, kind: ChatKind = 'stored'): Promise<OpenChat> {
  const [chat, profile] = await Promise.all([requireChat(ctx.uid, ctx.chatId, kind), getProfile(ctx.uid)]);
  requireEntitlement(profile?.plan, chat);
  const user = {
    ageConfirmation: profile?.ageConfirmation,
    disclosureSeenAt: profile?.disclosureSeenAt,
    lastActiveAt: profile?.lastActiveAt,
  };
  const remembering =
    !chat.temporary && remembers(profile?.plan, profile?.preferences?.memory) ? loadCoachMemory(ctx.uid) : Promise.resolve(undefined);
  // Never an unhandled rejection while the message is stored; answer() awaits it and throws then.
  remembering.catch(() => undefined);
  return { chat, firstName: profile?.firstName ?? '', user, remembering };
}

/**
 * Notes the user's use of the chat, at most once an hour: the check-in e-mail's follow-up is not
 * sent to someone who came back (functions/domain/follow-up/decide.ts).
 */
export async function noteActivity(uid: string, user: DisclosureState, at: string): Promise<void> {
  const last = user.lastActiveAt ? Date.parse(user.lastActiveAt) : Number.NaN;
  if (!Number.isNaN(last) && Date.parse(at) - last < LAST_ACTIVE_GRANULARITY_MS) return;
  await recordLastActive(uid, at);
}

/**
 * POST /api/bot/chat/{chatId}: stores the user's message (naming an untitled chat after it), then
 * answers it. If the coach fails the message stays stored, and the regenerate route answers it.
 */
export async function sendMessage(ctx: ReplyContext, text: string): Promise<ReplyResponse> {
  const { firstName, user, remembering } = await openChat(ctx);
  const userMessage = await addMessage(ctx.uid, { chatId: ctx.chatId, role: 'user', content: text });
  const [chat, history] = await Promise.all([
    recordChatActivity(ctx.uid, ctx.chatId, { updatedAt: userMessage.createdAt, titleIfUntitled: titleFromMessage(text) }),
    listMessages(ctx.uid, ctx.chatId),
    noteActivity(ctx.uid, user, userMessage.createdAt),
  ]);
  if (!chat) {
    // Deleted between the check and the write: take the message away again rather than orphan it.
    await deleteMessages(ctx.uid, [userMessage]);
    throw chatNotFound();
  }
  return answer(ctx, { chat, firstName, user, remembering, history: upTo(history, userMessage), userMessage });
}

/**
 * POST /api/bot/chat/{chatId}/regenerate: a new reply to the last user message. It replaces the
 * last reply in place (same id, same position), or, when the last message has no reply yet (the
 * coach failed), it is that reply: the retry. A fixed safety reply is never regenerated: the same
 * reviewed text is answered again, unchanged.
 */
export async function regenerateReply(ctx: ReplyContext): Promise<ReplyResponse> {
  const { chat, firstName, user, remembering } = await openChat(ctx);
  const history = await listMessages(ctx.uid, ctx.chatId);
  const last = history.at(-1);
  const replacing = last?.role === 'assistant' ? last : undefined;
  const asked = replacing ? history.slice(0, -1) : history;
  const userMessage = asked.at(-1);
  if (!userMessage || userMessage.role !== 'user') {
    throw new AppError('CONFLICT', NOTHING_TO_REPLY_MESSAGE);
  }
  return answer(ctx, { chat, firstName, user, remembering, history: asked, userMessage, replacing });
}

/** The history up to and including `message` (a send racing another may have stored more after it). */
function upTo(history: MessageRecord[], message: MessageRecord): MessageRecord[] {
  const index = history.findIndex((candidate) => candidate.id === message.id);
  return index === -1 ? [...history, message] : history.slice(0, index + 1);
}

export interface Question extends OpenChat {
  /** The conversation, oldest first, ending with `userMessage`. */
  history: MessageRecord[];
  userMessage: MessageRecord;
  /** The reply to overwrite, when regenerating one. */
  replacing?: MessageRecord;
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
  const outcome = await respond(ctx, { ...question, memory: await question.remembering });
  return settle(ctx, question, outcome, {
    fresh: !replacing,
    store: (content) =>
      replacing ? replaceMessage(ctx.uid, replacing, content) : addMessage(ctx.uid, { chatId: chat.chatId, role: 'assistant', ...content }),
  });
}

/** What a reply stores of itself. */
export type ReplyContent = Pick<MessageRecord, 'content' | 'engine' | 'safety' | 'status' | 'help'>;

/** How an answered reply is kept. */
export interface Settling {
  /** Writes the reply's final content (a streamed reply has stored parts of it already). */
  store(content: ReplyContent): Promise<MessageRecord>;
  /**
   * A new exchange: its referral is counted, a tier (c) reopens the crisis screen and (b) or (c)
   * plans the follow-up. Not so for a regenerated or continued reply, counted when first answered.
   */
  fresh: boolean;
}

/**
 * Stores the answered reply and the chat's flag, then counts the referral, queues the session's
 * report and plans the follow-up; shared by the whole and the streamed reply.
 */
export async function settle(
  ctx: ReplyContext,
  question: Pick<Question, 'chat' | 'history' | 'user' | 'userMessage'>,
  { reply, tier: met, status, help, confirmed = false }: StreamedReply,
  settling: Settling,
): Promise<ReplyResponse> {
  const { chat, userMessage } = question;
  const safety = shownTier(chat.crisis, met);
  let stored: MessageRecord;
  try {
    stored = await settling.store({
      content: reply.text,
      engine: reply.engine,
      ...(safety && { safety }),
      ...(status && { status }),
      ...(help && isCrisisTier(met) && { help }),
    });
  } catch (error) {
    // The reply being replaced is gone: the chat was deleted meanwhile.
    if (isConditionFailed(error)) throw chatNotFound();
    throw error;
  }
  const summary = summaryUpdate(question.history, reply);
  const flag = crisisActivity(chat.crisis, { met, confirmed, fresh: settling.fresh });
  const { crisis } = flag;
  const alive = await recordChatActivity(ctx.uid, chat.chatId, {
    updatedAt: stored.createdAt,
    ...(summary && { summary }),
    ...flag,
  });
  if (!alive) {
    await deleteMessages(ctx.uid, [stored, userMessage]);
    throw chatNotFound();
  }
  // The report job counts the reply just stored; neither step can fail the reply.
  const reportJob = { uid: ctx.uid, chatId: chat.chatId, messageCount: question.history.length + 1 };
  await Promise.all([
    crisis && settling.fresh ? countReferralSafely(crisis.tier, ctx.requestId) : undefined,
    queueSessionReport(reportJob, ctx.requestId),
    // Tiers (b) and (c) schedule the check-in e-mail's follow-up and mark the last crisis; a regenerated reply does not.
    isSeriousTier(crisis?.tier) && settling.fresh ? recordCrisisMoment(ctx.uid, stored.createdAt, ctx.requestId) : undefined,
  ]);
  return replyResponse(question, stored, alive.crisis);
}

/**
 * The answer: the spec's fields, the reply's tier when the resources show beside it (shownTier;
 * `crisisScreen` while a tier (c) screen is not acknowledged), and `disclosureDue` when the AI
 * disclosure is due again.
 */
export function replyResponse(
  question: Pick<Question, 'user' | 'userMessage'>,
  stored: MessageRecord,
  crisis: ChatCrisis | undefined,
): ReplyResponse {
  return {
    success: true,
    resonse: stored.content,
    message: toChatMessage(stored),
    userMessage: toChatMessage(question.userMessage),
    ...(crisis && stored.safety && { safety: { tier: stored.safety, crisisScreen: crisis.tier === 'c' && !crisis.acknowledged } }),
    ...(disclosureDue(question.user) && { disclosureDue: true }),
  };
}
