import { disclosureDue, type DisclosureState } from '#shared/disclosure';

/**
 * Whether the AI disclosure must be shown now (SAFETY.md 8), by the rule the API also applies
 * (shared/disclosure.ts). `seenHereAt` is when it was acknowledged on this page, by this device's
 * clock, and counts as the latest sighting when it is later than the stored one: a server clock
 * behind this one must not bring the popup straight back.
 */
export function isDisclosureDue(user: DisclosureState, now: number, seenHereAt?: number): boolean {
  const stored = user.disclosureSeenAt ? Date.parse(user.disclosureSeenAt) : Number.NaN;
  if (seenHereAt === undefined || (!Number.isNaN(stored) && stored >= seenHereAt)) return disclosureDue(user, now);
  return disclosureDue({ ...user, disclosureSeenAt: new Date(seenHereAt).toISOString() }, now);
}
