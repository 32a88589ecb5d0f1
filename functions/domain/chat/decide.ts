import { fixedReplyFor } from '#shared/crisis-help';
import { isCrisisTier, type Help, type RiskTier } from '#shared/safety';
import { COACH_PAUSED_MESSAGE } from '#shared/error-messages';
import { clockTimeIn, coachHoursMessage } from '#shared/guardian-controls';
import { AppError } from '../../kernel/errors';
import { log } from '../../kernel/log';
import type { Care, CoachReply } from '../../providers/coach';
import {
  assessorOpinion,
  moderationOpinion,
  screenLocally,
  showsDangerAtHome,
  withOpinion,
  type ConversationInput,
  type Opinion,
  type ScreenResult,
} from '../../safety';
import { anySignal } from '../../kernel/signals';
import type { MessageReading } from '../../data/guardian-notices';
import { secondReaderOf } from '../guardian/notice-rule';
import { fixedReply, messageScreen } from '../crisis/message-screen';
import type { CoachQuestion } from './coach-window';
import { careOf } from './crisis-flag';
import { screenSignal, type ReplyContext } from './reply-context';
import type { ScreenedReply } from './screen-reply';

/**
 * Decide: the user's message screened (SAFETY.md 1-3, 8), and what answers it: fixed text, or
 * the coach. The local screen decides first, in a millisecond; tier (c) answers at once.
 * Otherwise moderation and the risk assessor start together; moderation speaks before the coach
 * is called (SAFETY.md 1), and the coach then writes while the assessor reads (its deadline is
 * 800 ms, a coach call a second or more). Nothing is answered before the assessor has spoken: if
 * it raises the tier to (b) or (c), the draft is dropped (its call aborted) and the fixed text
 * answers; if to (a), the draft is screened as strictly as any reply in a flagged chat, and the
 * resources show beside it. What a screened message gets is ../crisis/message-screen.ts, shared
 * with the notes a user writes.
 */

/** The last turns the risk assessor reads (it trims them further to its own bound). */
const ASSESSED_TURNS = 6;

/** A reader that threw (each is built never to): the others decide, and its error's name is logged. */
function noOpinion(error: unknown): Opinion | undefined {
  log.error('screen reader failed, the others decide', error instanceof Error ? error.name : typeof error);
  return undefined;
}

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

/** Moderation and the risk assessor side by side, each its own fail-safe way. */
function secondOpinions(input: ConversationInput, signal: AbortSignal): Promise<(Opinion | undefined)[]> {
  return Promise.all([moderationOpinion(input.text, signal).catch(noOpinion), assessorOpinion(input, signal).catch(noOpinion)]);
}

/**
 * A tier-(a) reading is confirmed when two readers of the message (the local screen, moderation,
 * the risk assessor) each put it at a crisis tier; a reading of (b) or (c) needs no confirmation.
 */
export const confirmedReading = (readings: readonly (RiskTier | undefined)[]): boolean =>
  readings.filter((tier) => tier !== undefined && isCrisisTier(tier)).length >= 2;

/**
 * What answers a message that met tier (a) when no coach could: the tier (b) text, a stronger
 * referral, rather than a 503 (the crisis answer never depends on a model). Undefined for a
 * message that met no tier: the usual 503 with a retry.
 */
export function coachDownReply(tier: RiskTier, help?: Help): CoachReply | undefined {
  return isCrisisTier(tier) ? fixedReply(fixedReplyFor('b', help)) : undefined;
}

/**
 * The most a linked teen's tier (c) message waits for a second reader (the risk assessor's own
 * deadline and a little): the crisis reply waits no longer, and a reader later than this is no
 * confirmation (docs/safety.md "A notice to a guardian").
 */
const CONFIRM_WAIT_MS = 1_000;

/** The reading of the message the distress notice's rule needs (functions/domain/guardian/notice-rule.ts): no words of it. */
function readingOf(
  input: ConversationInput,
  screened: ScreenResult,
  local: ScreenResult,
  opinions: readonly (Opinion | undefined)[],
): MessageReading {
  const harm = screened.harmToOthers ? 'harm-to-others' : screened.harm;
  return {
    tier: screened.tier,
    ...(harm && { harm }),
    harmToOthers: screened.harmToOthers,
    // Only a message at a crisis tier is read for danger at home: "hiding in the closet for hide and seek" is a game.
    atHome: isCrisisTier(screened.tier) && showsDangerAtHome([input.text, ...(input.previous ?? [])]),
    secondReader: secondReaderOf(
      local.tier,
      opinions.map((opinion) => opinion?.tier),
    ),
  };
}

/** The coach's question, with how careful it is to be. */
export type CarefulQuestion = CoachQuestion & { careful: Care | undefined };

/** What the screen of a message decided: fixed text, or the coach's draft and how to read it. */
export type Decision<D> =
  | { fixed: ScreenedReply }
  | {
      tier: RiskTier;
      /** What the distress notice to a guardian reads of the message. */
      reading: MessageReading;
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
 * draft is anything `start` makes (draft.ts): a whole reply being written, or a stream whose words
 * wait until the assessor has spoken.
 */
export async function decide<D>(
  ctx: ReplyContext,
  question: CoachQuestion,
  start: (question: CarefulQuestion, drop: AbortSignal) => D,
): Promise<Decision<D>> {
  const { chat } = question;
  // A teen waiting for a guardian past their days: the coach pauses, never in a flagged chat.
  const paused = question.coachPaused === true && !chat.crisis;
  // A linked guardian's coach hours: the coach is off the same way, never in a flagged chat.
  const hours = chat.crisis ? undefined : question.coachHours;
  const input = conversationInput(question.history);
  const local = screenLocally(input);
  const localScreen = messageScreen(local);
  const signal = screenSignal(ctx);
  if (local.tier === 'c' && localScreen.fixed) {
    // Nothing can raise a tier (c): only a linked teen's reply waits, briefly, for a second reader to confirm the notice.
    const opinions = question.guardianLinked ? await secondOpinions(input, anySignal([signal, AbortSignal.timeout(CONFIRM_WAIT_MS)])) : [];
    return { fixed: { reply: localScreen.fixed, tier: 'c', help: localScreen.help, reading: readingOf(input, local, local, opinions) } };
  }
  // The assessor reads from the start; moderation, as ever, speaks before any model writes (SAFETY.md 1).
  const assessing = assessorOpinion(input, signal).catch(noOpinion);
  const moderation = await moderationOpinion(input.text, signal).catch(noOpinion);
  const screened = withOpinion(local, moderation);
  // The coach writes while the assessor reads, unless the screen so far already chose fixed text.
  const drop = new AbortController();
  const drafting =
    messageScreen(screened).fixed || paused || hours
      ? undefined
      : start({ ...question, careful: careOf(chat.crisis, screened.tier) }, drop.signal);
  const assessment = await assessing;
  const read = withOpinion(screened, assessment);
  const screen = messageScreen(read);
  const confirmed = confirmedReading([local.tier, moderation?.tier, assessment?.tier]);
  const reading = readingOf(input, read, local, [moderation, assessment]);
  if (screen.fixed) {
    drop.abort();
    return { fixed: { reply: screen.fixed, tier: screen.tier, ...(screen.help && { help: screen.help }), reading } };
  }
  // Only the coach pauses: a message at any crisis tier is answered as ever (the help beside the reply at (a)).
  if (paused && !isCrisisTier(screen.tier)) throw new AppError('COACH_PAUSED', COACH_PAUSED_MESSAGE);
  if (hours && !isCrisisTier(screen.tier)) throw new AppError('COACH_HOURS', coachHoursMessage(clockTimeIn(hours.backAt, hours.timeZone)));
  const careful = careOf(chat.crisis, screen.tier);
  return {
    tier: screen.tier,
    reading,
    ...(screen.help && { help: screen.help }),
    confirmed,
    careful,
    draft: drafting ?? start({ ...question, careful }, drop.signal),
    drop,
  };
}
