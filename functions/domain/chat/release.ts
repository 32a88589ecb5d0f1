import type { ReplyStatus } from '#shared/chat';
import { messages } from '#shared/messages';
import { SAFE_REPLACEMENT_REPLY, ageGroupOf, higherTier } from '#shared/safety';
import { unavailable } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { countEvent } from '../../kernel/metrics';
import { CoachUnavailableError, type CoachPiece, type CoachReply, type CoachReplyEnd } from '../../providers/coach';
import { hasReplyJudge, screenReply, type ReplyReason } from '../../safety';
import type { CoachQuestion } from './coach-window';
import { coachDownReply, type Decision } from './decide';
import type { Words } from './draft';
import { replyFields, screenSignal, type ReplyContext } from './reply-context';
import { screenCoachReply, type ScreenedReply } from './screen-reply';
import { joinContinuation, splitSentences } from './sentence-gate';

/**
 * Release: what the person is shown of the reply. A whole reply is shown as the stored
 * exchange's answer (chat-views.ts replyResponse). A streamed one (ARCHITECTURE.md 12) is
 * released sentence by sentence as the coach writes, each release read by the reply screen
 * together with all of the reply before it (a height in one sentence and a place in the next are
 * caught together), in the chat's flag mode. A reply that fails is replaced whole by the fixed
 * safe text and the model's call is cancelled. The finished reply gets the full screen of
 * screenCoachReply (moderation and the judge too) before it counts as finished, and may still be
 * replaced whole. In a flagged chat and with a minor's account, when a judge is configured,
 * nothing is shown until the judge has approved the whole reply (docs/safety.md). Stop ends the
 * release at the words already shown (stop-watch.ts).
 */

/** Where released words go: the browser, and the store. */
export interface ReleaseSink {
  /** More screened words, to append to those already released. */
  text(text: string): void;
  /** Everything released so far is replaced by this fixed text; nothing follows. */
  replace(text: string): void;
}

/** A streamed reply as it ended: `status` when it was stopped or cut off part-way. */
export interface StreamedReply extends ScreenedReply {
  status?: ReplyStatus;
}

/** What the streaming answer is asked: a question, and the start of a cut-off reply to continue. */
export interface StreamQuestion extends CoachQuestion {
  continuing?: string;
}

/** The coach's streamed draft, as decide.ts left it to be read. */
export type StreamedDecision = Exclude<Decision<Words>, { fixed: ScreenedReply }>;

/**
 * Releases the streamed draft into `sink`. `stop` aborts when the user pressed Stop: what was
 * released is kept, marked 'stopped'. A model or network failure part-way keeps it too, marked
 * 'cut-off'; one before any word is the usual fallback or 503.
 */
export async function releaseStreamed(
  ctx: ReplyContext,
  question: StreamQuestion,
  decision: StreamedDecision,
  sink: ReleaseSink,
  stop: AbortSignal,
): Promise<StreamedReply> {
  const { tier, careful, draft, drop, help, confirmed, reading } = decision;
  // The reading of the message (its help, whether two readers agreed) goes with whatever answers it.
  const withHelp = (answer: StreamedReply): StreamedReply => ({ ...answer, confirmed, reading, ...(help && { help }) });
  const fields = replyFields(ctx);
  const minor = ageGroupOf(question.user?.ageConfirmation) === 'minor';
  const flagged = careful !== undefined;
  const asked = question.history.at(-1)?.content;
  // Held: the words wait, read by the local screen as they come, until the judge approves them all.
  const held = (flagged || minor) && hasReplyJudge();
  const start = question.continuing ?? '';
  /** What the local screen has read, and what the person has seen (the same unless held). */
  let read = start;
  let shown = start;
  let engine: CoachReply['engine'] | undefined;
  let refused: ReplyReason | undefined;

  /** Reads `more` with the whole reply before it; shows it unless held; false when it was refused. */
  function release(more: string): boolean {
    const candidate = joinContinuation(read, more);
    const verdict = screenReply(candidate, { flagged, minor });
    if (!verdict.safe) {
      refused = verdict.reason;
      drop.abort();
      log.warn('coach reply replaced', { ...fields, engine, reason: verdict.reason, rule: verdict.rule, streamed: true });
      countEvent('UnsafeRepliesReplaced');
      return false;
    }
    read = candidate;
    if (!held) show(candidate);
    return true;
  }
  /** Shows the reply up to `text`, which starts with what is shown already. */
  function show(text: string): void {
    if (text.length > shown.length) sink.text(text.slice(shown.length));
    shown = text;
  }
  const replaced = (reason: ReplyReason | undefined): StreamedReply => {
    sink.replace(SAFE_REPLACEMENT_REPLY);
    // A model that offered means or encouragement is itself a warning sign (as in screenCoachReply).
    const warning = reason === 'means' || reason === 'encouragement';
    return withHelp({ reply: { text: SAFE_REPLACEMENT_REPLY, engine: 'safety' }, tier: warning ? higherTier(tier, 'a') : tier });
  };

  let pending = '';
  let end: CoachReplyEnd | undefined;
  try {
    end = await readAll(draft, (piece) => {
      engine ??= piece.engine;
      pending += piece.text;
      const { ready, rest } = splitSentences(pending);
      if (!ready) return true;
      pending = rest;
      return release(ready);
    });
    // Words that came after Stop are not shown, whatever the coach did with its abort.
    stop.throwIfAborted();
    if (end && pending.trim() && !release(pending)) end = undefined;
  } catch (error) {
    return ended(error);
  }
  if (!end) return replaced(refused);
  return finish({ text: read, ...end }, undefined);

  /**
   * Stopped, out of time, or failed: keep what was released (a held reply cut off is judged and
   * shown as far as it got; one stopped shows nothing more), or fall back when there is nothing.
   */
  async function ended(error: unknown): Promise<StreamedReply> {
    const status: ReplyStatus = stop.aborted ? 'stopped' : 'cut-off';
    const kept = status === 'stopped' ? shown : read;
    if (status === 'cut-off')
      log.warn('coach stream failed', {
        ...fields,
        error: error instanceof Error ? error.name : typeof error,
        released: kept.length - start.length,
      });
    if (kept.length > start.length || status === 'stopped' || start) {
      return finish({ text: kept, engine: engine ?? 'openai' }, status);
    }
    const fallback = coachDownReply(tier, help);
    if (fallback && error instanceof CoachUnavailableError) return withHelp({ reply: fallback, tier });
    throw unavailable(messages.chat.coachFailed, { expose: true });
  }

  /** The full screen of the reply as it stands (moderation and the judge too), then its outcome. */
  async function finish(reply: CoachReply, status: ReplyStatus | undefined): Promise<StreamedReply> {
    if (!reply.text.trim()) return withHelp({ reply, tier, ...(status && { status }) });
    const screened = await screenCoachReply(reply, tier, { flagged, minor, asked, signal: screenSignal(ctx), fields });
    if (screened.reply.engine === 'safety') {
      sink.replace(screened.reply.text);
      return withHelp(screened);
    }
    show(screened.reply.text);
    return withHelp({ ...screened, ...(status && { status }) });
  }
}

/** Feeds each piece to `take` until it answers false; the stream's end, or undefined when it was cut short. */
async function readAll(words: Words, take: (piece: CoachPiece) => boolean): Promise<CoachReplyEnd | undefined> {
  for (;;) {
    const next = await words.next();
    if (next.done) return next.value;
    if (!take(next.value)) {
      // Close the generator: the model's call is cancelled with it.
      void words.return({ engine: next.value.engine }).catch(() => undefined);
      return undefined;
    }
  }
}
