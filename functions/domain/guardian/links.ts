import { GUARDIAN_LINK_NOT_FOUND_MESSAGE } from '#shared/error-messages';
import type { GuardianLinks } from '#shared/schemas/guardian';
import { withoutHiddenCharacters } from '#shared/text';
import { guardianInvitationKey, listGuardianInviteRecords } from '../../data/guardian-invites';
import {
  deleteGuardianLinkSide,
  getGuardianLink,
  listGuardianLinks,
  releaseGuardianPair,
  releaseGuardianPlace,
  type GuardianLink,
} from '../../data/guardians';
import { forgetControlsWithoutGuardian } from '../../data/guardian-controls';
import { deleteLinkNotices } from '../../data/guardian-notices';
import { batchDelete } from '../../data/item-keys';
import { getProfile } from '../../data/users';
import { notFound } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { getMailer } from '../../providers/mail';
import { guardianLinkEndedEmail } from '../mail/guardian-emails';
import { pendingGuardianInvites } from './invites';

/** Guardian links as each side sees them, and ending them (SAFETY.md 16: either side, the other told). */

const viewOf = ({ linkId, firstName, since, weeklyEmail }: GuardianLink) => ({
  linkId,
  firstName: withoutHiddenCharacters(firstName),
  since,
  // Present only when on: the teen and the guardian read its absence as off.
  ...(weeklyEmail && { weeklyEmail }),
});

/** GET /api/guardian/links: as a guardian, my teens; as a teen, my guardians and the requests waiting. */
export async function guardianLinksFor(uid: string, at: Date = new Date()): Promise<GuardianLinks> {
  const [links, invites] = await Promise.all([listGuardianLinks(uid), pendingGuardianInvites(uid, at.getTime())]);
  return {
    teens: links.filter((link) => link.role === 'teen').map(viewOf),
    guardians: links.filter((link) => link.role === 'guardian').map(viewOf),
    invites: invites.map(({ inviteId, email, createdAt, expiresAt }) => ({ inviteId, email, createdAt, expiresAt })),
  };
}

/**
 * Ends a link on both sides: each side's item goes by a conditional delete, the teen's place goes
 * back only when this call deleted the teen's side (so two ends at once give it back once), and
 * the pair goes last. Then the other side is told by e-mail; a failed e-mail is logged, the link
 * stays ended.
 * @param link the side of `uid`, the one ending it.
 * @param because why, when the teen turned 18 (domain/guardian/adulthood.ts): the guardian's e-mail says so.
 */
export async function endLink(uid: string, link: GuardianLink, because?: 'adult'): Promise<void> {
  const other = link.role === 'teen' ? 'guardian' : 'teen';
  const teenUid = link.role === 'teen' ? link.otherUid : uid;
  const [mine, theirs] = await Promise.all([
    deleteGuardianLinkSide(uid, link.role, link.linkId),
    deleteGuardianLinkSide(link.otherUid, other, link.linkId),
  ]);
  const teenSideDeleted = link.role === 'guardian' ? mine : theirs;
  if (teenSideDeleted) {
    await Promise.all([releaseGuardianPlace(teenUid), deleteLinkNotices(teenUid, link.linkId)]);
    await forgetControlsWithoutGuardian(teenUid);
  }
  await releaseGuardianPair(uid, link.otherUid, link.linkId);
  if (!mine && !theirs) return;
  const [me, them] = await Promise.all([getProfile(uid), getProfile(link.otherUid)]);
  if (!them) return;
  try {
    await getMailer().send(
      guardianLinkEndedEmail({
        to: them.email,
        otherFirstName: me?.firstName ?? '',
        otherIs: link.role === 'teen' ? 'guardian' : 'teen',
        ...(because && { because }),
      }),
    );
  } catch (error) {
    log.error('guardian link ended e-mail failed', error, { uid: link.otherUid });
  }
}

/** DELETE /api/guardian/links/{linkId}: ends the link from either side; 404 for an id that is not the user's link. */
export async function endGuardianLinkFor(uid: string, linkId: string): Promise<void> {
  const link = await getGuardianLink(uid, linkId);
  if (!link) throw notFound(GUARDIAN_LINK_NOT_FOUND_MESSAGE);
  await endLink(uid, link);
}

/**
 * What an account deletion removes beyond the user's own partition: every guardian link ends on
 * both sides (the other side told), and the tokens' items of the user's requests go. Idempotent:
 * what is left is found again, and the user's own items go in the next step.
 */
export async function leaveGuardians(uid: string): Promise<void> {
  const [links, invites] = await Promise.all([listGuardianLinks(uid), listGuardianInviteRecords(uid)]);
  for (const link of links) await endLink(uid, link);
  await batchDelete(invites.map((invite) => guardianInvitationKey(invite.tokenHash)));
}
