import { AppError } from '../../kernel/errors';
import { anySignal } from '../../kernel/signals';
import { ageGroupOf } from '#shared/safety';
import type { CoachQuestion } from './coach-window';
import { coachDownReply, decide } from './decide';
import { streamedDraft, wholeDraft } from './draft';
import { releaseStreamed, type ReleaseSink, type StreamedReply, type StreamQuestion } from './release';
import { coachBudgetMs, replyFields, screenSignal, type ReplyContext } from './reply-context';
import { screenCoachReply, type ScreenedReply } from './screen-reply';

/**
 * The reply to a user message, before anything is stored: decide.ts → draft.ts → screen-reply.ts,
 * whole, or decide.ts → draft.ts → release.ts, streamed (README.md draws both). Used by the
 * entry operations (send.ts, stream.ts, temporary.ts) and the safety scorecard.
 */

/**
 * Screens the last message of `question.history` and answers it: fixed text for tiers (b) and (c)
 * and for "are you human?", the coach otherwise (careful while the chat is flagged), its reply
 * screened (SAFETY.md 6). `tier` is the tier the exchange met.
 */
export async function replyWhole(ctx: ReplyContext, question: CoachQuestion): Promise<ScreenedReply> {
  const decision = await decide(ctx, question, (asked, drop) => wholeDraft(ctx, asked, drop));
  if ('fixed' in decision) return decision.fixed;
  const { tier, careful, help, confirmed, reading } = decision;
  const written = await decision.draft;
  if ('error' in written) {
    const fallback = coachDownReply(tier, help);
    if (fallback && written.error instanceof AppError && written.error.code === 'UNAVAILABLE')
      return { reply: fallback, tier, help, confirmed, reading };
    throw written.error;
  }
  const minor = ageGroupOf(question.user?.ageConfirmation) === 'minor';
  const screened = await screenCoachReply(written.reply, tier, {
    flagged: careful !== undefined,
    minor,
    asked: question.history.at(-1)?.content,
    signal: screenSignal(ctx),
    fields: replyFields(ctx),
  });
  return { ...screened, confirmed, reading, ...(help && { help }) };
}

/**
 * The same decisions, made before the first word, then the coach's words released into `sink`
 * sentence by sentence (release.ts). `stop` aborts when the user pressed Stop.
 */
export async function replyStreamed(
  ctx: ReplyContext,
  question: StreamQuestion,
  sink: ReleaseSink,
  stop: AbortSignal,
): Promise<StreamedReply> {
  const budget = AbortSignal.timeout(coachBudgetMs(ctx));
  const decision = await decide(ctx, question, (asked, drop) => streamedDraft(asked, question.continuing, anySignal([drop, stop, budget])));
  if ('fixed' in decision) return decision.fixed;
  return releaseStreamed(ctx, question, decision, sink, stop);
}
