import { deleteBuddyLink, releaseBuddyPlace, type BuddyLink } from '../../data/buddies';

/**
 * Ends a buddy link on both sides (removing or blocking a buddy): deletes each side's item and
 * gives back the place of each side whose item this call deleted. Both deletes are conditional, so
 * when both people end the link at once each place is given back exactly once, and a repeated call
 * changes nothing. Nobody is told: the other side just no longer sees them.
 * @param uid the user ending the link; `link` is their side of it.
 */
export async function endBuddyLink(uid: string, link: BuddyLink): Promise<void> {
  const [mine, theirs] = await Promise.all([deleteBuddyLink(uid, link.buddyId), deleteBuddyLink(link.buddyUid, link.buddyId)]);
  await Promise.all([mine && releaseBuddyPlace(uid), theirs && releaseBuddyPlace(link.buddyUid)]);
}
