import { forgetAddressAgeGroup } from '../../data/address-age-groups';
import { listBuddyLinks } from '../../data/buddies';
import { blockedLookupKey, blockedPartition, listBlocks } from '../../data/buddy-blocks';
import { invitationKey, listSentInvites } from '../../data/buddy-invites';
import { batchDelete, queryKeys } from '../../data/item-keys';
import { userPartition } from '../../data/user-partition';
import { getProfile } from '../../data/users';
import { endBuddyLink } from './end-link';

/** The prefix of the cheers a user received (data/buddy-cheers.ts): `BUDDY_CHEER#<date>#<buddyId>`. */
const CHEER_PREFIX = 'BUDDY_CHEER#';

/**
 * What an account deletion removes beyond the user's own partition, so that the
 * account leaves every buddy's board: each link's other side (and its place back), the cheers the
 * user sent that sit on the buddy's side, the invitations' token items, the lookups that silence
 * invitations to the people the user blocked, the lookups of those who blocked the user, and the
 * age group of the user's address.
 * Idempotent: everything deleted is found again from what is left, and an absent item deletes fine,
 * so a deletion repeated after a failure finishes the job. The user's own items go in the next step.
 */
export async function leaveBuddies(uid: string): Promise<void> {
  const [links, invites, blocks, blockedBy, profile] = await Promise.all([
    listBuddyLinks(uid),
    listSentInvites(uid),
    listBlocks(uid),
    queryKeys(blockedPartition(uid)),
    getProfile(uid),
  ]);
  if (profile) await forgetAddressAgeGroup(uid, profile.email);
  for (const link of links) {
    const cheers = await queryKeys(userPartition(link.buddyUid), CHEER_PREFIX);
    await batchDelete(cheers.filter((key) => key.sk.endsWith(`#${link.buddyId}`)));
    await endBuddyLink(uid, link);
  }
  await batchDelete([
    ...invites.map((invite) => invitationKey(invite.tokenHash)),
    ...blocks.map((block) => blockedLookupKey(block.blockedUid, block.addressHash)),
    ...blockedBy,
  ]);
}
