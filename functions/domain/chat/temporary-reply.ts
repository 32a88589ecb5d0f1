import type { ReplyResponse, TemporaryMessageBody } from '../../../shared/schemas/chat';
import { isSeriousTier } from '../../../shared/safety';
import type { MessageRecord } from '../../data/chat-messages';
import { recordChatActivity, temporaryExpiry } from '../../data/chats';
import { newTimeId } from '../../data/time-id';
import { recordCrisisMoment } from '../crisis/crisis-moment';
import { chatNotFound } from './chat-access';
import { countReferralSafely } from '../crisis/count-referral';
import { noteActivity, openChat, replyResponse, type OpenChat } from './reply-flow';
import { respond, type ReplyContext } from './respond';
import { crisisActivity, shownTier } from './safety-steps';
import type { CoachQuestion } from './coach-window';
import type { StreamedReply } from './stream-respond';

/** How a temporary session's reply streams: told the message, then answering it word by word. */
export interface TemporaryStreaming {
  /** The session, already opened (and checked) by the streaming route before its answer started. */
  opened: OpenChat;
  started(userMessage: MessageRecord): void;
  respond(question: CoachQuestion): Promise<StreamedReply>;
}

/**
 * A message of a temporary session: answered like any other (the same screen, coach and
 * reply screen, careful once the session met a tier), from the turns the browser sends, and nothing
 * of it is stored: no message, no title, no summary, no report, no memory. What safety needs is kept
 * without content (SAFETY.md 14): the session's crisis flag (its item then stays, not expiring a day
 * later), the referral count and the follow-up check-in. The messages in the answer have ids so the
 * browser can show them; nothing on the server holds them.
 */
export async function sendTemporaryMessage(
  ctx: ReplyContext,
  body: TemporaryMessageBody,
  streaming?: TemporaryStreaming,
): Promise<ReplyResponse> {
  const { chat, firstName, user } = streaming?.opened ?? (await openChat(ctx, 'temporary'));
  const asked = new Date().toISOString();
  const turn = (role: MessageRecord['role'], content: string, id: string): MessageRecord => ({
    id,
    chatId: chat.chatId,
    role,
    content,
    createdAt: asked,
  });
  const userMessage = turn('user', body.text, newTimeId());
  const history = [...body.earlier.map((earlier, index) => turn(earlier.role, earlier.content, `earlier-${index}`)), userMessage];
  await noteActivity(ctx.uid, user, asked);
  streaming?.started(userMessage);
  const question = { chat, firstName, history, user };
  const outcome: StreamedReply = await (streaming ? streaming.respond(question) : respond(ctx, question));
  const { reply, tier: met, status, confirmed = false } = outcome;
  const safety = shownTier(chat.crisis, met);
  const answered: MessageRecord = {
    ...turn('assistant', reply.text, newTimeId()),
    createdAt: new Date().toISOString(),
    engine: reply.engine,
    ...(safety && { safety }),
    ...(status && { status }),
  };
  const flag = crisisActivity(chat.crisis, { met, confirmed, fresh: true });
  const { crisis } = flag;
  const alive = await recordChatActivity(ctx.uid, chat.chatId, {
    updatedAt: answered.createdAt,
    ...flag,
    expiresAt: crisis || chat.crisis ? null : temporaryExpiry(Date.parse(answered.createdAt)),
  });
  if (!alive) throw chatNotFound();
  await Promise.all([
    crisis ? countReferralSafely(crisis.tier, ctx.requestId) : undefined,
    isSeriousTier(crisis?.tier) ? recordCrisisMoment(ctx.uid, answered.createdAt, ctx.requestId) : undefined,
  ]);
  return replyResponse({ user, userMessage }, answered, alive.crisis);
}
