import { HELD_REPLY, HELD_REPLY_WITH_HELP, SAFE_REPLACEMENT_REPLY, higherTier, type Help, type RiskTier } from '#shared/safety';
import { log } from '../../kernel/log';
import { countEvent } from '../../kernel/metrics';
import type { CoachReply } from '../../providers/coach';
import { screenGeneratedReply, screenReply } from '../../safety';
import type { MessageReading } from '../../data/guardian-notices';

/**
 * Screen: the coach's reply read before anyone sees it (SAFETY.md 6), outside any model so that
 * no prompt can switch it off (rule 10). The rules are docs/safety.md "What a reply must never
 * do", implemented in functions/safety/; the texts are the fixed, reviewed ones of shared/safety.ts.
 */

/** A screened coach reply, and the tier the exchange met once the reply was read too. */
export interface ScreenedReply {
  reply: CoachReply;
  tier: RiskTier;
  /** Two readers agreed the message met its crisis tier (confirmedReading). */
  confirmed?: boolean;
  /** At a crisis tier: the harm and language that choose the help beside the reply. */
  help?: Help;
  /** The message's reading, for the distress notice to a guardian (decide.ts). */
  reading?: MessageReading;
}

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
