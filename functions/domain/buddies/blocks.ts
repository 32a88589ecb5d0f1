import { BUDDY_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { getBuddyLink } from '../../data/buddies';
import { hasBlocked, putBlock } from '../../data/buddy-blocks';
import { getProfile } from '../../data/users';
import { notFound } from '../../kernel/errors';
import { endLinksBetween } from './end-link';

/**
 * Blocks `blocked` for `blockerUid`: their invitations to the blocker are refused from now on,
 * by uid at accepting and by the blocker's mailbox at inviting (silently), and every link between
 * the two ends. The blocked person is never told.
 */
export async function blockPerson(blockerUid: string, blocked: { uid: string; firstName: string }, at: Date = new Date()): Promise<void> {
  const blocker = await getProfile(blockerUid);
  // A session without a profile (deleted meanwhile) has nobody to protect.
  if (!blocker) return;
  // The block first: were the links' end to fail half-way, the person is blocked all the same.
  await putBlock({ blockerUid, blockerEmail: blocker.email, blockedUid: blocked.uid, firstName: blocked.firstName, at: at.toISOString() });
  await endLinksBetween(blockerUid, blocked.uid);
}

/** Whether either of the two has blocked the other. */
export async function blockedEitherWay(a: string, b: string): Promise<boolean> {
  const [ab, ba] = await Promise.all([hasBlocked(a, b), hasBlocked(b, a)]);
  return ab || ba;
}

/** POST /api/buddies/{buddyId}/block: blocks that buddy, ending every link with them; 404 for an id the user has no buddy under. */
export async function blockBuddyFor(uid: string, buddyId: string, at: Date = new Date()): Promise<void> {
  const link = await getBuddyLink(uid, buddyId);
  if (!link) throw notFound(BUDDY_NOT_FOUND_MESSAGE);
  await blockPerson(uid, { uid: link.buddyUid, firstName: link.firstName }, at);
}
