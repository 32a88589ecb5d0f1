import { messages } from '#shared/messages';
import { unavailable } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { anySignal } from '../../kernel/signals';
import { getCoach, type CoachPiece, type CoachReply, type CoachReplyEnd } from '../../providers/coach';
import { coachRequest } from './coach-window';
import type { CarefulQuestion } from './decide';
import { eager } from './eager';
import { coachBudgetMs, type ReplyContext } from './reply-context';

/**
 * Draft: the coach asked for its reply (functions/providers/coach), whole or as a stream of
 * words. decide.ts starts the draft while the risk assessor still reads, and drops it (`drop`
 * aborts the call) when the message needs fixed text after all. Nothing here is shown: the whole
 * draft goes to screen-reply.ts, the streamed one to release.ts.
 */

/** A coach call's outcome, kept rather than thrown, so a dropped draft never rejects unheard. */
export type Draft = { reply: CoachReply } | { error: unknown };

/** The streamed draft: the coach's words, then how the reply ended. */
export type Words = AsyncGenerator<CoachPiece, CoachReplyEnd, undefined>;

/** The whole draft, its failure kept as a value. */
export function wholeDraft(ctx: ReplyContext, question: CarefulQuestion, drop: AbortSignal): Promise<Draft> {
  return askCoach(ctx, question, drop).then(
    (reply) => ({ reply }),
    (error: unknown) => ({ error }),
  );
}

/** Calls the coach within what is left of the invocation; any failure is the 503 that offers a retry. */
async function askCoach(ctx: ReplyContext, question: CarefulQuestion, drop: AbortSignal): Promise<CoachReply> {
  const started = Date.now();
  const budget = coachBudgetMs(ctx);
  const fields = { requestId: ctx.requestId, uid: ctx.uid, chatId: ctx.chatId };
  let reply: CoachReply;
  try {
    reply = await getCoach().reply(coachRequest(question), anySignal([AbortSignal.timeout(budget), drop]));
  } catch (error) {
    if (drop.aborted) throw error;
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

/**
 * The streamed draft, `continuing` a cut-off reply when given. Words are read as they come, and
 * wait in memory until the assessor has spoken (eager.ts); `signal` cancels the call.
 */
export function streamedDraft(question: CarefulQuestion, continuing: string | undefined, signal: AbortSignal): Words {
  return eager(getCoach().stream({ ...coachRequest(question), ...(continuing && { continuing }) }, signal));
}
