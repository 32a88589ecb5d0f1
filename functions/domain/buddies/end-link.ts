import { BUDDY_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import { deleteBuddyLink, getBuddyLink, listBuddyLinks, releaseBuddyPlace, type BuddyLink } from '../../data/buddies';
import { releaseBuddyPair } from '../../data/buddy-pairs';
import { notFound } from '../../kernel/errors';

/**
 * Ends one link between `uid` and `buddyUid` on both sides: deletes each side's item, gives back
 * the place of each side whose item this call deleted, then frees their pair. The deletes are
 * conditional, so when both people end the link at once each place is given back exactly once,
 * and a repeated call changes nothing. The pair goes last, so it stands while any side does.
 */
async function endLink(uid: string, buddyUid: string, buddyId: string): Promise<void> {
  const [mine, theirs] = await Promise.all([deleteBuddyLink(uid, buddyId), deleteBuddyLink(buddyUid, buddyId)]);
  await Promise.all([mine && releaseBuddyPlace(uid), theirs && releaseBuddyPlace(buddyUid)]);
  await releaseBuddyPair(uid, buddyUid, buddyId);
}

/**
 * Ends a buddy link on both sides (account deletion). Nobody is told: the other side just no
 * longer sees them.
 * @param uid the user ending the link; `link` is their side of it.
 */
export const endBuddyLink = (uid: string, link: BuddyLink): Promise<void> => endLink(uid, link.buddyUid, link.buddyId);

/**
 * Ends every link between the two, found from either side: one is the rule, but two accepts at
 * once could make two before pairs were kept (data/buddy-pairs.ts), and a removal or a block must
 * leave nothing behind.
 */
export async function endLinksBetween(uid: string, buddyUid: string): Promise<void> {
  const [mine, theirs] = await Promise.all([listBuddyLinks(uid), listBuddyLinks(buddyUid)]);
  const buddyIds = new Set([
    ...mine.filter((link) => link.buddyUid === buddyUid).map((link) => link.buddyId),
    ...theirs.filter((link) => link.buddyUid === uid).map((link) => link.buddyId),
  ]);
  for (const buddyId of buddyIds) await endLink(uid, buddyUid, buddyId);
}

/** DELETE /api/buddies/{buddyId}: ends every link with that buddy, silently; 404 for an id that is not the user's buddy. */
export async function removeBuddyFor(uid: string, buddyId: string): Promise<void> {
  const link = await getBuddyLink(uid, buddyId);
  if (!link) throw notFound(BUDDY_NOT_FOUND_MESSAGE);
  await endLinksBetween(uid, link.buddyUid);
}
