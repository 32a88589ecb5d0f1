import { getBuddyLink } from '../../data/buddies';
import { claimBuddyPair, getBuddyPair, releaseBuddyPair, type BuddyPair } from '../../data/buddy-pairs';

/**
 * Longer than any accept can run (the API's functions stop after 10 s, infra FUNCTION_DEFAULTS):
 * a pair this old whose link stands on neither side was left by an accept that stopped half-way.
 */
const SETTLED_MS = 60_000;

/**
 * Claims the pair of `a` and `b` for a new link (data/buddy-pairs.ts): false while they have a
 * link, or another accept is making one. A pair left by an accept that stopped before writing
 * either side of its link is given up and claimed anew, so a failure half-way never keeps two
 * people apart for good.
 */
export async function claimPair(a: string, b: string, pair: BuddyPair, nowMs: number): Promise<boolean> {
  if (await claimBuddyPair(a, b, pair)) return true;
  const held = await getBuddyPair(a, b);
  if (held) {
    if (nowMs - Date.parse(held.at) < SETTLED_MS) return false;
    const sides = await Promise.all([getBuddyLink(a, held.buddyId), getBuddyLink(b, held.buddyId)]);
    if (sides.some(Boolean)) return false;
    await releaseBuddyPair(a, b, held.buddyId);
  }
  return claimBuddyPair(a, b, pair);
}
