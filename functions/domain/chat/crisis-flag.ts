import { CAREFUL_TURNS_AFTER_A, higherTier, isCrisisTier, type CrisisTier, type RiskTier } from '#shared/safety';
import type { ChatActivity, ChatCrisis } from '../../data/chats';
import type { Care } from '../../providers/coach';

/**
 * The chat's crisis flag (SAFETY.md 5, docs/safety.md "A proportionate flag"), kept outside any
 * model so that no prompt can switch it off (rule 10): what a tier met does to the coach, to the
 * reply shown and to the stored flag. decide.ts reads it before the coach writes; store.ts keeps it.
 */

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
