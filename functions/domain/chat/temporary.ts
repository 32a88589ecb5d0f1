import type { ReplyResponse, TemporaryMessageBody } from '#shared/schemas/chat';
import type { MessageRecord } from '../../data/chat-messages';
import { newTimeId } from '../../data/time-id';
import type { CoachQuestion } from './coach-window';
import { replyResponse } from './chat-views';
import { shownTier } from './crisis-flag';
import { openChat, type OpenChat } from './open-chat';
import type { StreamedReply } from './release';
import { replyWhole } from './reply';
import type { ReplyContext } from './reply-context';
import { noticeGuardians } from '../guardian/notice';
import { noteActivity, placed, settleTemporary } from './store';

/** How a temporary session's reply streams: told the message, then answering it word by word. */
export interface TemporaryStreaming {
  /** The session, already opened (and checked) by the streaming route before its answer started. */
  opened: OpenChat;
  started(userMessage: MessageRecord): void;
  reply(question: CoachQuestion): Promise<StreamedReply>;
}

/**
 * A message of a temporary session: answered like any other (the same screen, coach and
 * reply screen, careful once the session met a tier), from the turns the browser sends, and nothing
 * of it is stored: no message, no title, no summary, no report, no memory. What safety needs is kept
 * without content (SAFETY.md 14; store.ts settleTemporary). The messages in the answer have ids so
 * the browser can show them; nothing on the server holds them.
 */
export async function sendTemporaryMessage(
  ctx: ReplyContext,
  body: TemporaryMessageBody,
  streaming?: TemporaryStreaming,
): Promise<ReplyResponse> {
  const { chat, firstName, user, coachPaused, coachHours, guardianLinked } = streaming?.opened ?? (await openChat(ctx, 'temporary'));
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
  const question = { chat, firstName, history, user, coachPaused, coachHours, guardianLinked };
  const outcome: StreamedReply = await (streaming ? streaming.reply(question) : replyWhole(ctx, question));
  const { reply, tier: met, status, confirmed = false, reading } = outcome;
  const safety = shownTier(chat.crisis, met);
  const told = await noticeGuardians(ctx.uid, user.ageConfirmation, placed(reading, userMessage), true, ctx.requestId);
  const answered: MessageRecord = {
    ...turn('assistant', reply.text, newTimeId()),
    createdAt: new Date().toISOString(),
    engine: reply.engine,
    ...(safety && { safety }),
    ...(status && { status }),
    ...(told && { guardianTold: true as const }),
  };
  const crisis = await settleTemporary(ctx, chat, { met, confirmed }, answered.createdAt);
  return replyResponse({ user, userMessage }, answered, crisis);
}
