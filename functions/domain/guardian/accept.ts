import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  GUARDIAN_LINK_REFUSED_MESSAGE,
  GUARDIAN_OTHER_ADDRESS_MESSAGE,
  GUARDIAN_TOO_MANY_MESSAGE,
} from '#shared/error-messages';
import { mailboxOf } from '#shared/mailbox';
import type { GuardianLinkView } from '#shared/schemas/guardian';
import { withoutHiddenCharacters } from '#shared/text';
import { listBuddyLinks } from '../../data/buddies';
import { deleteGuardianInvite } from '../../data/guardian-invites';
import { claimGuardianPair, putGuardianLink, releaseGuardianPair, takeGuardianPlace } from '../../data/guardians';
import { newTimeId } from '../../data/time-id';
import { getProfile } from '../../data/users';
import { AppError, notFound } from '../../kernel/errors';
import { claimForConfirmation, openGuardianInvitation } from './invites';

/**
 * A guardian confirming a teen's request, in an order where a failure half-way loses nothing and
 * no race makes a third guardian or a second link between the same two (as buddies accept,
 * domain/buddies/answer-invite.ts): claim the request (one conditional write), check the rules,
 * claim the pair (one conditional write), take one of the teen's two places (a conditional count
 * on the profile), and only then write both sides of the link.
 */

const refused = () => new AppError('CONFLICT', GUARDIAN_LINK_REFUSED_MESSAGE);
const teenFull = () => new AppError('CONFLICT', GUARDIAN_TOO_MANY_MESSAGE);

/**
 * Whether the signed-in account may be this request's guardian (its mailbox is checked before:
 * the one the request was sent to): an adult's account, not at the teen's own mailbox, and not
 * the teen's buddy (SAFETY.md 16).
 */
function mayConfirm(
  guardian: { email: string; ageConfirmation?: string },
  teen: { email: string; ageConfirmation?: string } | undefined,
  buddies: boolean,
): boolean {
  return (
    teen !== undefined &&
    teen.ageConfirmation === 'guardian' &&
    guardian.ageConfirmation === 'adult' &&
    mailboxOf(guardian.email) !== mailboxOf(teen.email) &&
    !buddies
  );
}

/**
 * POST /api/guardian/invite/{token}/accept: the signed-in user becomes the teen's guardian. 404
 * for a link that cannot be answered (or the teen's own); 409 from an account at another
 * address (the link stays open), when the teen has two guardians, and one neutral 409 for every
 * other rule. A refused link is used up, so the teen can send another.
 */
export async function acceptGuardianInvite(uid: string, token: string, at: Date = new Date()): Promise<GuardianLinkView> {
  const { tokenHash, invitation: asked } = await openGuardianInvitation(uid, token, at);
  const guardian = await getProfile(uid);
  if (!guardian) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  // The consent is given at the mailbox the teen named, not by whoever holds the link; a wrong
  // account leaves the link open for the right one.
  if (mailboxOf(guardian.email) !== mailboxOf(asked.email)) throw new AppError('CONFLICT', GUARDIAN_OTHER_ADDRESS_MESSAGE);
  const invitation = await claimForConfirmation(tokenHash, at);
  const teenUid = invitation.teenUid;
  const forget = () => deleteGuardianInvite(teenUid, invitation.inviteId, tokenHash);
  const [teen, buddyLinks] = await Promise.all([getProfile(teenUid), listBuddyLinks(uid)]);
  const buddies = buddyLinks.some((link) => link.buddyUid === teenUid);
  if (!mayConfirm(guardian, teen, buddies) || !teen) {
    await forget();
    throw refused();
  }

  const linkId = newTimeId(at.getTime());
  const since = at.toISOString();
  if (!(await claimGuardianPair(uid, teenUid, linkId, since))) {
    await forget();
    throw refused();
  }
  if (!(await takeGuardianPlace(teenUid))) {
    await releaseGuardianPair(uid, teenUid, linkId);
    await forget();
    throw teenFull();
  }
  await putGuardianLink({ uid: teenUid, firstName: teen.firstName }, { uid, firstName: guardian.firstName }, linkId, since);
  await forget();
  return { linkId, firstName: withoutHiddenCharacters(teen.firstName), since };
}
