import { AWAY_DISCLOSURE_INTERVAL_MS, GUARDIAN_DISCLOSURE_INTERVAL_MS, type AgeConfirmation } from './safety';

/**
 * When the fixed AI disclosure (shared/safety.ts) is due again (SAFETY.md 8): before the first chat
 * of an account, for every user after 7 days away (Utah HB 452), and for users with a guardian's
 * consent at least every 3 hours (California SB 243, New York). Shared so that the server's
 * refusal and the web's dialog apply the same rule.
 */

export interface DisclosureState {
  ageConfirmation?: AgeConfirmation;
  /** ISO 8601: when the user last acknowledged the disclosure. */
  disclosureSeenAt?: string;
  /** ISO 8601: when the user last used the chat (to the hour); absent before the first message. */
  lastActiveAt?: string;
}

/**
 * True when the user must see the disclosure (again) now. A user whose age rule is not confirmed
 * yet is treated as under 18: the stricter rule applies until we know.
 */
export function disclosureDue(user: DisclosureState, nowMs: number = Date.now()): boolean {
  const seen = user.disclosureSeenAt ? Date.parse(user.disclosureSeenAt) : Number.NaN;
  if (Number.isNaN(seen)) return true;
  // Away is counted from the later of the last use and the last disclosure.
  const active = user.lastActiveAt ? Date.parse(user.lastActiveAt) : Number.NaN;
  const lastHere = Number.isNaN(active) ? seen : Math.max(seen, active);
  if (nowMs - lastHere >= AWAY_DISCLOSURE_INTERVAL_MS) return true;
  if (user.ageConfirmation === 'adult') return false;
  return nowMs - seen >= GUARDIAN_DISCLOSURE_INTERVAL_MS;
}
