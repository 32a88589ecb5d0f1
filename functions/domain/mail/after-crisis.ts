/**
 * No price beside a crisis (docs/safety.md): for this many days after a chat message or a note
 * met tier (b) or (c), no e-mail carries a price, an upgrade or a trial offer. A billing notice the
 * user needs (a trial about to end, a charge to come) still goes, with its facts only.
 */
export const NO_PRICE_AFTER_CRISIS_DAYS = 30;

const WINDOW_MS = NO_PRICE_AFTER_CRISIS_DAYS * 24 * 60 * 60 * 1000;

/** Whether `now` falls within the quiet after the profile's `lastCrisisAt` (ISO 8601, absent if none). */
export function isAfterCrisis(lastCrisisAt: string | undefined, now: Date = new Date()): boolean {
  const at = lastCrisisAt ? Date.parse(lastCrisisAt) : Number.NaN;
  return Number.isFinite(at) && now.getTime() - at < WINDOW_MS;
}
