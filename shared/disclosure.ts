import { DISCLOSURE_INTERVAL_MS, MINOR_DISCLOSURE_INTERVAL_MS, type AgeConfirmation } from './safety';

/**
 * When the fixed AI disclosure (shared/safety.ts) is due again (SAFETY.md 8 and 21): before the
 * first chat of an account, for every user at least every 3 hours (New York art. 47; a return
 * after 7 days away, Utah HB 452's rule, is covered by it), and for users under 18 every hour
 * (Washington and Oregon from 2027). Shared so that the server's refusal and the web's dialog
 * apply the same rule.
 */

export interface DisclosureState {
  ageConfirmation?: AgeConfirmation;
  /** ISO 8601: when the user last acknowledged the disclosure. */
  disclosureSeenAt?: string;
  /** ISO 8601: when the user last used the chat (to the hour; the check-in e-mail's follow-up reads it). */
  lastActiveAt?: string;
}

/**
 * True when the user must see the disclosure (again) now. A user whose age rule is not confirmed
 * yet is treated as under 18: the stricter rule applies until we know.
 */
export function disclosureDue(user: DisclosureState, nowMs: number = Date.now()): boolean {
  const seen = user.disclosureSeenAt ? Date.parse(user.disclosureSeenAt) : Number.NaN;
  if (Number.isNaN(seen)) return true;
  return nowMs - seen >= (user.ageConfirmation === 'adult' ? DISCLOSURE_INTERVAL_MS : MINOR_DISCLOSURE_INTERVAL_MS);
}
