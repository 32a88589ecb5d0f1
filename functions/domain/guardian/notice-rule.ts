import { isSeriousTier, type Harm, type RiskTier } from '#shared/safety';
import type { NoticeReading, SecondReader } from '../../data/guardian-notices';

export type { NoticeReading, SecondReader };

/**
 * When a linked teen's guardian is told that their teen may need support now (docs/safety.md "A
 * notice to a guardian"): pure, so the chat, the safety report and the tests read one rule.
 *
 * - **Which readings.** A message read at tier (c), or at (b) with another of the teen's messages
 *   at (b) or higher within NOTICE_WINDOW_MS (across their chats).
 * - **Confirmed.** A second reader agreed: at least two of the local screen, moderation and the
 *   risk assessor put the message at (b) or higher. Where none of those models answered (none is
 *   configured, or each failed), a repeated local reading confirms instead: another message of the
 *   teen's at (b) or higher within the window. A model that answered and disagreed is not
 *   outvoted by the repetition: the notice waits (the teen gets every help all the same).
 * - **Never** for harm to others, and never when the message, its chat, or any of the teen's
 *   readings in the last AT_HOME_LOOKBACK_MS told of abuse or danger at home or of sexual
 *   exploitation: the person a notice reaches may be the danger, and what is reported of
 *   exploitation is the teen's choice.
 * - **At most one a day**: none within NOTICE_WINDOW_MS of the last (claimed by a conditional
 *   write, data/guardian-notices.ts).
 * Only a fresh reading counts (a new or edited message), never a regenerated reply.
 */

export const NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a disclosure of abuse, danger at home or exploitation keeps notices from going. */
export const AT_HOME_LOOKBACK_MS = 30 * NOTICE_WINDOW_MS;

/** Harms whose help is for the teen alone: abuse or danger at home, and exploitation. */
const KEPT_FROM_HOME: readonly (Harm | undefined)[] = ['abuse-at-home', 'sexual-exploitation'];
const keptFromHome = (reading: Pick<NoticeReading, 'harm' | 'atHome'>): boolean => reading.atHome || KEPT_FROM_HOME.includes(reading.harm);

/** Whose readings the store keeps for the rule: those at (b) or higher, and any that told of danger at home. */
export const isKeptReading = (reading: Pick<NoticeReading, 'tier' | 'atHome' | 'harm'>): boolean =>
  keptFromHome(reading) || isSeriousTier(reading.tier);

/**
 * The second reader's answer from the tiers each reader gave: agreed when two of them (the local
 * screen among them or not) put the message at (b) or higher.
 */
export function secondReaderOf(local: RiskTier, models: readonly (RiskTier | undefined)[]): SecondReader {
  const answered = models.filter((tier): tier is RiskTier => tier !== undefined);
  if ([local, ...answered].filter(isSeriousTier).length >= 2) return 'agreed';
  return answered.length ? 'disagreed' : 'absent';
}

const towardsSelf = (reading: Pick<NoticeReading, 'harm' | 'harmToOthers'>): boolean =>
  !reading.harmToOthers && reading.harm !== 'harm-to-others';

/**
 * Whether this reading sends a notice.
 * @param earlier the teen's kept readings (isKeptReading), any order; this one may be among them
 * @param lastNoticeAt when the last notice was sent (ISO), if ever
 */
export function noticeDue(reading: NoticeReading, earlier: readonly NoticeReading[], lastNoticeAt: string | undefined): boolean {
  const nowMs = Date.parse(reading.at);
  if (!isSeriousTier(reading.tier) || keptFromHome(reading) || !towardsSelf(reading)) return false;
  const others = earlier.filter((other) => other.messageId !== reading.messageId && Date.parse(other.at) <= nowMs);
  if (others.some((other) => keptFromHome(other) && nowMs - Date.parse(other.at) < AT_HOME_LOOKBACK_MS)) return false;
  if (lastNoticeAt !== undefined && nowMs - Date.parse(lastNoticeAt) < NOTICE_WINDOW_MS) return false;
  const repeated = others.some(
    (other) => isSeriousTier(other.tier) && towardsSelf(other) && nowMs - Date.parse(other.at) < NOTICE_WINDOW_MS,
  );
  const confirmed = reading.secondReader === 'agreed' || (reading.secondReader === 'absent' && repeated);
  return confirmed && (reading.tier === 'c' || repeated);
}
