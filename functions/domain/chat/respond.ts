import { messages } from '../../../shared/messages';
import { AppError, unavailable } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { getCoach, type Care, type CoachReply } from '../../providers/coach';
import { assessorOpinion, moderationOpinion, screenLocally, withOpinion, type ConversationInput, type Opinion } from '../../safety';
import { coachRequest, type CoachQuestion } from './coach-window';
import { ageGroupOf, type Help, type RiskTier } from '../../../shared/safety';
import { messageScreen } from '../crisis/message-screen';
import { careOf, coachDownReply, confirmedReading, screenCoachReply, type ScreenedReply } from './safety-steps';
import { anySignal } from '../../kernel/signals';

/**
 * The reply to a user message, before anything is stored: the crisis screen and the coach, run
 * side by side where the rules allow. The local screen decides first, in a
 * millisecond; tier (c) answers at once. Otherwise moderation and the risk assessor start
 * together; moderation speaks before the coach is called (SAFETY.md 1), and the coach then writes
 * while the assessor reads (its deadline is 800 ms, a coach call a second or more). Nothing is
 * answered before the assessor has spoken: if it raises the tier to (b) or (c), the draft is
 * dropped (its call aborted) and the fixed text answers; if to (a), the draft is screened as
 * strictly as any reply in a flagged chat, and the resources show beside it. Used by the reply
 * flow and the safety scorecard.
 */

/** Who asks, and how long the invocation may still run. */
export interface ReplyContext {
  uid: string;
  chatId: string;
  requestId: string;
  remainingMs(): number;
}

/** Time kept back from the coach for storing the reply and answering before API Gateway gives up. */
export const ANSWER_MARGIN_MS = 4_000;
export const MIN_COACH_MS = 1_000;
/** Most the message screen may wait for moderation; past it the local screen alone decides. */
const SCREEN_BUDGET_MS = 3_000;
/** The last turns the risk assessor reads (it trims them further to its own bound). */
const ASSESSED_TURNS = 6;

/** The second opinion of the screen gets a few seconds, never more than the invocation has left. */
export const screenSignal = (ctx: ReplyContext): AbortSignal =>
  AbortSignal.timeout(Math.max(0, Math.min(SCREEN_BUDGET_MS, ctx.remainingMs() - ANSWER_MARGIN_MS)));

/** A reader that threw (each is built never to): the others decide, and its error's name is logged. */
function noOpinion(error: unknown): Opinion | undefined {
  log.error('screen reader failed, the others decide', error instanceof Error ? error.name : typeof error);
  return undefined;
}

/** A coach call's outcome, kept rather than thrown, so a dropped draft never rejects unheard. */
type Draft = { reply: CoachReply } | { error: unknown };

/** The message to screen: the last of the history, with the earlier user messages and the last turns. */
export function conversationInput(history: CoachQuestion['history']): ConversationInput {
  return {
    text: history.at(-1)?.content ?? '',
    previous: history
      .slice(0, -1)
      .filter((message) => message.role === 'user')
      .map((message) => message.content),
    turns: history.slice(-ASSESSED_TURNS).map(({ role, content }) => ({ role, content })),
  };
}

/** What the screen of a message decided: fixed text, or the coach's draft and how to read it. */
export type Decision<D> =
  | { fixed: ScreenedReply }
  | {
      tier: RiskTier;
      /** At tier (a): the harm and language that choose the help beside the reply. */
      help?: Help;
      /** Two readers agreed on the message's crisis tier (confirmedReading). */
      confirmed: boolean;
      /** Careful mode, by the chat's flag and this message (careOf). */
      careful: Care | undefined;
      draft: D;
      /** Aborts the draft, should it be dropped later. */
      drop: AbortController;
    };

/**
 * The message's screen, with the coach started beside the risk assessor (the order above). A
 * draft is anything `start` makes: a whole reply being written, or a stream whose words
 * wait until the assessor has spoken.
 */
export async function decide<D>(
  ctx: ReplyContext,
  question: CoachQuestion,
  start: (question: CoachQuestion & { careful: Care | undefined }, drop: AbortSignal) => D,
): Promise<Decision<D>> {
  const { chat } = question;
  const input = conversationInput(question.history);
  const local = screenLocally(input);
  const localScreen = messageScreen(local);
  if (local.tier === 'c' && localScreen.fixed) return { fixed: { reply: localScreen.fixed, tier: 'c', help: localScreen.help } };
  const signal = screenSignal(ctx);
  // The assessor reads from the start; moderation, as ever, speaks before any model writes (SAFETY.md 1).
  const assessing = assessorOpinion(input, signal).catch(noOpinion);
  const moderation = await moderationOpinion(input.text, signal).catch(noOpinion);
  const screened = withOpinion(local, moderation);
  // The coach writes while the assessor reads, unless the screen so far already chose fixed text.
  const drop = new AbortController();
  const drafting = messageScreen(screened).fixed
    ? undefined
    : start({ ...question, careful: careOf(chat.crisis, screened.tier) }, drop.signal);
  const assessment = await assessing;
  const screen = messageScreen(withOpinion(screened, assessment));
  const confirmed = confirmedReading([local.tier, moderation?.tier, assessment?.tier]);
  if (screen.fixed) {
    drop.abort();
    return { fixed: { reply: screen.fixed, tier: screen.tier, ...(screen.help && { help: screen.help }) } };
  }
  const careful = careOf(chat.crisis, screen.tier);
  return {
    tier: screen.tier,
    ...(screen.help && { help: screen.help }),
    confirmed,
    careful,
    draft: drafting ?? start({ ...question, careful }, drop.signal),
    drop,
  };
}

/**
 * Screens the last message of `question.history` and answers it: fixed text for tiers (b) and (c)
 * and for "are you human?", the coach otherwise (careful while the chat is flagged), its reply
 * screened (SAFETY.md 6). `tier` is the tier the exchange met.
 */
export async function respond(ctx: ReplyContext, question: CoachQuestion): Promise<ScreenedReply> {
  const decision = await decide(ctx, question, (asked, drop) => draft(ctx, asked, drop));
  if ('fixed' in decision) return decision.fixed;
  const { tier, careful, help, confirmed } = decision;
  const written = await decision.draft;
  if ('error' in written) {
    const fallback = coachDownReply(tier, help);
    if (fallback && written.error instanceof AppError && written.error.code === 'UNAVAILABLE')
      return { reply: fallback, tier, help, confirmed };
    throw written.error;
  }
  const fields = { requestId: ctx.requestId, chatId: ctx.chatId };
  const minor = ageGroupOf(question.user?.ageConfirmation) === 'minor';
  const screened = await screenCoachReply(written.reply, tier, {
    flagged: careful !== undefined,
    minor,
    asked: question.history.at(-1)?.content,
    signal: screenSignal(ctx),
    fields,
  });
  return { ...screened, confirmed, ...(help && { help }) };
}

/** The coach's draft, its failure kept as a value. */
function draft(ctx: ReplyContext, question: CoachQuestion & { careful: Care | undefined }, drop: AbortSignal): Promise<Draft> {
  return askCoach(ctx, question, drop).then(
    (reply) => ({ reply }),
    (error: unknown) => ({ error }),
  );
}

/** Calls the coach within what is left of the invocation; any failure is the 503 that offers a retry. */
async function askCoach(
  ctx: ReplyContext,
  question: CoachQuestion & { careful: Care | undefined },
  drop: AbortSignal,
): Promise<CoachReply> {
  const started = Date.now();
  const budget = Math.max(MIN_COACH_MS, ctx.remainingMs() - ANSWER_MARGIN_MS);
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
