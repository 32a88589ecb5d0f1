import { ACCOUNT_NOT_FOUND_MESSAGE, BUDDY_INVITE_REFUSED_MESSAGE, BUDDY_INVITEE_FULL_MESSAGE } from '#shared/error-messages';
import { BUDDY_LIMITS } from '#shared/buddies';
import { withoutHiddenCharacters } from '#shared/text';
import { buddyPlacesTaken, listBuddyLinks, putBuddyLink, releaseBuddyPlace, takeBuddyPlace } from '../../data/buddies';
import { putInviteReport } from '../../data/buddy-blocks';
import { deleteInvitation, deleteSentInvite, moveInvitation, type Invitation } from '../../data/buddy-invites';
import { releaseBuddyPair } from '../../data/buddy-pairs';
import { areGuardianPair } from '../../data/guardians';
import { newTimeId } from '../../data/time-id';
import { getProfile } from '../../data/users';
import { AppError, notFound } from '../../kernel/errors';
import { log } from '../../kernel/log';
import { mayBecomeBuddies } from './acceptance';
import { blockedEitherWay, blockPerson } from './blocks';
import { claimInvitation, openInvitation, withdrawInvitesTo } from './invites';
import { claimPair } from './pair';

/**
 * Answering an invitation. Accepting runs in an order where a failure half-way loses
 * nothing and no race makes a sixth buddy or a second link between the same two: claim the
 * invitation (one conditional write, so a link is answered once), check the rules, claim the
 * pair (one conditional write, so two people have one link), take the invitee's place, then the
 * inviter's (each a conditional count on the profile), and only then write the two sides of the
 * link; each refusal gives back what the steps before it took. Last, the inviter's other
 * invitations to the invitee are taken back.
 */

const refused = () => new AppError('CONFLICT', BUDDY_INVITE_REFUSED_MESSAGE);
const inviteeFull = () => new AppError('CONFLICT', BUDDY_INVITEE_FULL_MESSAGE);

/**
 * Removes an answered invitation: its claim already made any other answer impossible, and once
 * gone nothing of the inviter (name, uid) stays in a partition their account deletion cannot find.
 */
async function forgetInvitation(tokenHash: string, invitation: Invitation): Promise<void> {
  await Promise.all([deleteInvitation(tokenHash), deleteSentInvite(invitation.inviterUid, invitation.inviteId)]);
}

/**
 * POST /api/buddies/invite/{token}/accept: makes the two a buddy of each other. 404 for a link
 * that cannot be answered (or the user's own); 409 "You already have five buddies…" when the
 * invitee is full, the invitation staying open for later; otherwise one neutral 409 for the age
 * rule, a block either way, a guardian link, a full inviter or an existing link, the invitation then used up.
 */
export async function acceptInvite(
  uid: string,
  token: string,
  at: Date = new Date(),
): Promise<{ buddyId: string; firstName: string; since: string }> {
  const { tokenHash } = await openInvitation(uid, token, at);
  const invitee = await getProfile(uid);
  if (!invitee) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  // Checked before the claim so that a full invitee does not use the link up; the count below decides.
  if ((await buddyPlacesTaken(uid)) >= BUDDY_LIMITS.max) throw inviteeFull();

  const invitation = await claimInvitation(tokenHash, 'accepted', at);
  const inviterUid = invitation.inviterUid;
  const [inviter, blocked, links, guardianLinked] = await Promise.all([
    getProfile(inviterUid),
    blockedEitherWay(uid, inviterUid),
    listBuddyLinks(uid),
    areGuardianPair(uid, inviterUid),
  ]);
  const allowed =
    inviter !== undefined &&
    mayBecomeBuddies({
      inviteeUid: uid,
      inviterUid,
      inviteeAge: invitee.ageConfirmation,
      inviterAge: inviter.ageConfirmation,
      blocked,
      alreadyBuddies: links.some((link) => link.buddyUid === inviterUid),
      guardianLinked,
    });
  if (!allowed) {
    await forgetInvitation(tokenHash, invitation);
    throw refused();
  }

  const buddyId = newTimeId(at.getTime());
  const since = at.toISOString();
  if (!(await claimPair(uid, inviterUid, { buddyId, at: since }, at.getTime()))) {
    await forgetInvitation(tokenHash, invitation);
    throw refused();
  }
  if (!(await takeBuddyPlace(uid))) {
    // Filled meanwhile: the invitation is given back, for when the invitee has room again.
    await releaseBuddyPair(uid, inviterUid, buddyId);
    await moveInvitation(tokenHash, 'accepted', 'pending', at.getTime());
    throw inviteeFull();
  }
  if (!(await takeBuddyPlace(inviterUid))) {
    await Promise.all([releaseBuddyPlace(uid), releaseBuddyPair(uid, inviterUid, buddyId)]);
    await forgetInvitation(tokenHash, invitation);
    throw refused();
  }

  await Promise.all([
    putBuddyLink(uid, { buddyId, buddyUid: inviterUid, firstName: inviter.firstName, since }),
    putBuddyLink(inviterUid, { buddyId, buddyUid: uid, firstName: invitee.firstName, since }),
  ]);
  await forgetInvitation(tokenHash, invitation);
  await withdrawInvitesTo(inviterUid, invitee.email, at);
  return { buddyId, firstName: withoutHiddenCharacters(inviter.firstName), since };
}

/**
 * POST /api/buddies/invite/{token}/decline: the invitation is answered no; `block` also blocks
 * the inviter, `report` blocks and records the report. The inviter is told nothing either way.
 */
export async function declineInvite(
  uid: string,
  token: string,
  choice: { block?: boolean; report?: boolean },
  at: Date = new Date(),
): Promise<void> {
  const { tokenHash } = await openInvitation(uid, token, at);
  const invitation = await claimInvitation(tokenHash, 'declined', at);
  await forgetInvitation(tokenHash, invitation);
  if (!choice.block && !choice.report) return;
  await blockPerson(uid, { uid: invitation.inviterUid, firstName: invitation.inviterFirstName }, at);
  if (choice.report) {
    await putInviteReport(uid, invitation.inviteId, invitation.inviterUid, at.toISOString());
    // A count for whoever watches the logs: no names, no uids, no address.
    log.info('buddy invite reported', { metric: 'BuddyInviteReports', count: 1 });
  }
}
