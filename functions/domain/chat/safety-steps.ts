import { fixedReplyFor } from '../../../shared/crisis-help';
import { fixedReply } from '../crisis/message-screen';
import {
  CAREFUL_TURNS_AFTER_A,
  HELD_REPLY,
  HELD_REPLY_WITH_HELP,
  SAFE_REPLACEMENT_REPLY,
  higherTier,
  isCrisisTier,
  type CrisisTier,
  type Help,
  type RiskTier,
} from '../../../shared/safety';
import type { ChatActivity, ChatCrisis } from '../../data/chats';
import { log } from '../../kernel/log';
import { countEvent } from '../../kernel/metrics';
import type { Care, CoachReply } from '../../providers/coach';
import { screenGeneratedReply, screenReply } from '../../safety';

/**
 * The crisis protocol of SAFETY.md around a reply, outside any model so that no prompt can switch
 * it off (rule 10): the screen of the coach's reply (rule 6) and the chat's flag (rule 5); what a
 * screened user message gets (rules 1-3, 8) is ../crisis/message-screen.ts, shared with the notes a
 * user writes. respond.ts runs them around the coach. The texts are the fixed, reviewed ones of
 * shared/safety.ts; nothing here writes words of its own.
 */

/**
 * A screen never decides nothing: should it throw (it is built not to), the local screen alone
 * decides, as when moderation fails. The error's name only is logged.
 */
async function screenSafely<T>(screen: () => Promise<T>, local: () => T): Promise<T> {
  try {
    return await screen();
  } catch (error) {
    log.error('screen failed, local screen decides', error instanceof Error ? error.name : typeof error);
    return local();
  }
}

/**
 * What answers a message that met tier (a) when no coach could: the tier (b) text, a stronger
 * referral, rather than a 503 (the crisis answer never depends on a model). Undefined for a
 * message that met no tier: the usual 503 with a retry.
 */
export function coachDownReply(tier: RiskTier, help?: Help): CoachReply | undefined {
  return isCrisisTier(tier) ? fixedReply(fixedReplyFor('b', help)) : undefined;
}

/**
 * The chat's tier once this message is counted: the highest ever met, or undefined while the chat
 * was never flagged. It never goes down, so one "you misunderstood" does not clear it (rule 5).
 */
export function tierAfter(before: ChatCrisis | undefined, met: RiskTier): CrisisTier | undefined {
  const tier = higherTier(before?.tier ?? 'none', met);
  return isCrisisTier(tier) ? tier : undefined;
}

/**
 * How careful the coach is with this message (rule 20, docs/safety.md "A proportionate flag"):
 * for the rest of a chat that met tier (b) or (c), fully; for a message that met (a) and the
 * CAREFUL_TURNS_AFTER_A turns after the latest such reading, gently (no emergency notice on
 * ordinary replies); otherwise not at all, the flag kept but without consequence for the reply.
 */
export function careOf(before: ChatCrisis | undefined, met: RiskTier): Care | undefined {
  const tier = tierAfter(before, met);
  if (tier === 'b' || tier === 'c') return 'full';
  return met === 'a' || (before?.watch ?? 0) > 0 ? 'gentle' : undefined;
}

/**
 * The tier stored on the reply, which shows the resources beside it: every reply of a chat that
 * met (b) or (c), and the reply to a message that met (a) itself; never an ordinary reply after an
 * (a), where the SOS button keeps the help one tap away.
 */
export function shownTier(before: ChatCrisis | undefined, met: RiskTier): CrisisTier | undefined {
  return careOf(before, met) === 'full' || met === 'a' ? tierAfter(before, met) : undefined;
}

/**
 * What the exchange adds to the chat's flag: the tier met (a new reading when `fresh`, not a
 * regenerated reply; a tier (c) newly answered reopens the crisis screen), or, for an ordinary
 * exchange during the careful turns after a reading, one turn fewer left.
 */
export function crisisActivity(
  before: ChatCrisis | undefined,
  reading: { met: RiskTier; confirmed: boolean; fresh: boolean },
): Pick<ChatActivity, 'crisis' | 'watched'> {
  const { met, confirmed, fresh } = reading;
  if (isCrisisTier(met)) return { crisis: { tier: met, reopen: met === 'c' && fresh, fresh, confirmed } };
  return fresh && (before?.watch ?? 0) > 0 ? { watched: true } : {};
}

/**
 * The flag after an exchange, as the store keeps it (data/chats.ts): for what runs a chat in
 * memory, the safety scorecard and the measure of a false alarm's cost. A reading after an
 * earlier one confirms the flag, as a second reader does.
 */
export function flagAfter(
  before: ChatCrisis | undefined,
  reading: { met: RiskTier; confirmed: boolean; fresh: boolean },
): ChatCrisis | undefined {
  const { crisis, watched } = crisisActivity(before, reading);
  if (!crisis) return before && watched ? { ...before, watch: before.watch - 1 } : before;
  const tier = higherTier(before?.tier ?? 'none', crisis.tier) as CrisisTier;
  return {
    tier,
    acknowledged: crisis.reopen ? false : (before?.acknowledged ?? false),
    watch: CAREFUL_TURNS_AFTER_A,
    confirmed: tier !== 'a' || crisis.confirmed || before?.confirmed === true || (before !== undefined && crisis.fresh),
  };
}

/**
 * A tier-(a) reading is confirmed when two readers of the message (the local screen, moderation,
 * the risk assessor) each put it at a crisis tier; a reading of (b) or (c) needs no confirmation.
 */
export const confirmedReading = (readings: readonly (RiskTier | undefined)[]): boolean =>
  readings.filter((tier) => tier !== undefined && isCrisisTier(tier)).length >= 2;

/** A screened coach reply, and the tier the exchange met once the reply was read too. */
export interface ScreenedReply {
  reply: CoachReply;
  tier: RiskTier;
  /** Two readers agreed the message met its crisis tier (confirmedReading). */
  confirmed?: boolean;
  /** At a crisis tier: the harm and language that choose the help beside the reply. */
  help?: Help;
}

/**
 * Rule 6: a model reply that breaks a rule of docs/safety.md ("What a reply must never do") is
 * never shown nor stored; the safe replacement stands in for it. A model that offered means or
 * encouragement is itself a warning sign, so the exchange counts as at least tier (a): the
 * resources show beside the reply and the chat is screened strictly from then on. A reply the
 * judge had to approve and could not is held: a fixed text asks to send the message again (with
 * the help first in a flagged chat). Only the rule is logged, never the text. A running summary
 * the coach folded in the same call is kept unless it carries means too (it is stored, though
 * never shown).
 * @param met the tier the user's message met
 * @param flagged the chat carries a crisis flag, from earlier or from this message
 * @param minor a minor's account: nothing romantic at all (docs/safety.md)
 * @param asked the person's message the reply answers, for the judge
 */
export async function screenCoachReply(
  reply: CoachReply,
  met: RiskTier,
  options: { flagged: boolean; minor?: boolean; asked?: string; signal?: AbortSignal; fields: Record<string, string> },
): Promise<ScreenedReply> {
  const summarySafe = reply.summary === undefined || screenReply(reply.summary).safe;
  if (!summarySafe) log.warn('coach summary dropped', { ...options.fields, engine: reply.engine });
  // Without its summary the fold is simply tried again on the next message.
  const kept: CoachReply = summarySafe ? reply : { text: reply.text, engine: reply.engine };
  const context = { flagged: options.flagged, minor: options.minor === true, asked: options.asked };
  const verdict = await screenSafely(
    () => screenGeneratedReply(kept.text, context, options.signal),
    () => ({ ...screenReply(kept.text, context), moderated: false, judged: false }),
  );
  if (verdict.safe) return { reply: kept, tier: met };
  if ('held' in verdict) {
    log.warn('coach reply held: the judge did not answer', { ...options.fields, engine: reply.engine });
    return { reply: { ...kept, text: options.flagged ? HELD_REPLY_WITH_HELP : HELD_REPLY, engine: 'safety' }, tier: met };
  }
  log.warn('coach reply replaced', { ...options.fields, engine: reply.engine, reason: verdict.reason, rule: verdict.rule });
  countEvent('UnsafeRepliesReplaced');
  const warning = verdict.reason === 'means' || verdict.reason === 'encouragement';
  return { reply: { ...kept, text: SAFE_REPLACEMENT_REPLY, engine: 'safety' }, tier: warning ? higherTier(met, 'a') : met };
}
