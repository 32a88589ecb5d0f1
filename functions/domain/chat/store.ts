import { titleFromMessage } from '#shared/chat';
import type { DisclosureState } from '#shared/disclosure';
import { isCrisisTier, isSeriousTier, LAST_ACTIVE_GRANULARITY_MS, type RiskTier } from '#shared/safety';
import type { ReplyResponse } from '#shared/schemas/chat';
import { addMessage, deleteMessages, listMessages, type MessageRecord } from '../../data/chat-messages';
import { recordChatActivity, temporaryExpiry, type ChatCrisis, type ChatRecord } from '../../data/chats';
import { isConditionFailed } from '../../data/client';
import { recordLastActive } from '../../data/users';
import type { MessageReading, NoticeReading } from '../../data/guardian-notices';
import { countReferralSafely } from '../crisis/count-referral';
import { noticeGuardians } from '../guardian/notice';
import { recordCrisisMoment } from '../crisis/crisis-moment';
import { queueSessionReport } from '../insights/queue-report';
import { chatNotFound } from './chat-access';
import { replyResponse } from './chat-views';
import { summaryUpdate } from './coach-window';
import { crisisActivity, shownTier } from './crisis-flag';
import type { Question } from './open-chat';
import type { StreamedReply } from './release';
import type { ReplyContext } from './reply-context';

/**
 * Store: what an exchange leaves in the table (data/): the user's message, the reply, the chat's
 * activity and crisis flag (crisis-flag.ts), the referral count, the session report's job and the
 * follow-up. Logs carry ids only, never a message (SAFETY.md 11).
 */

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
 * Stores the user's message (naming an untitled chat after it) and notes the activity; the chat
 * as it now stands, and the history up to and including the message (a send racing another may
 * have stored more after it).
 */
export async function storeUserMessage(
  ctx: ReplyContext,
  user: DisclosureState,
  text: string,
): Promise<{ chat: ChatRecord; history: MessageRecord[]; userMessage: MessageRecord }> {
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
  const index = history.findIndex((candidate) => candidate.id === userMessage.id);
  return { chat, history: index === -1 ? [...history, userMessage] : history.slice(0, index + 1), userMessage };
}

/** What a reply stores of itself. */
export type ReplyContent = Pick<MessageRecord, 'content' | 'engine' | 'safety' | 'status' | 'help' | 'guardianTold'>;

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
  { reply, tier: met, status, help, confirmed = false, reading }: StreamedReply,
  settling: Settling,
): Promise<ReplyResponse> {
  const { chat, userMessage } = question;
  const safety = shownTier(chat.crisis, met);
  // Before the reply is stored, so that it can carry that the teen's guardians are being told.
  const told = await noticeGuardians(ctx.uid, question.user.ageConfirmation, placed(reading, userMessage), settling.fresh, ctx.requestId);
  let stored: MessageRecord;
  try {
    stored = await settling.store({
      content: reply.text,
      engine: reply.engine,
      ...(safety && { safety }),
      ...(status && { status }),
      ...(help && isCrisisTier(met) && { help }),
      ...(told && { guardianTold: true as const }),
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

/** A message's reading placed by the message it read and the time, for the distress notice. */
export const placed = (reading: MessageReading | undefined, message: Pick<MessageRecord, 'id'>): NoticeReading | undefined =>
  reading && { ...reading, messageId: message.id, at: new Date().toISOString() };

/**
 * What a temporary session keeps of an exchange, without content (SAFETY.md 14): the crisis flag
 * (the session then stays, not expiring a day later), the referral count and the follow-up. The
 * session's flag as it now stands.
 */
export async function settleTemporary(
  ctx: ReplyContext,
  chat: ChatRecord,
  reading: { met: RiskTier; confirmed: boolean },
  at: string,
): Promise<ChatCrisis | undefined> {
  const flag = crisisActivity(chat.crisis, { ...reading, fresh: true });
  const { crisis } = flag;
  const alive = await recordChatActivity(ctx.uid, chat.chatId, {
    updatedAt: at,
    ...flag,
    expiresAt: crisis || chat.crisis ? null : temporaryExpiry(Date.parse(at)),
  });
  if (!alive) throw chatNotFound();
  await Promise.all([
    crisis ? countReferralSafely(crisis.tier, ctx.requestId) : undefined,
    isSeriousTier(crisis?.tier) ? recordCrisisMoment(ctx.uid, at, ctx.requestId) : undefined,
  ]);
  return alive.crisis;
}
