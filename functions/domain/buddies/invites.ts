import { BUDDY_LIMITS } from '#shared/buddies';
import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  BUDDY_INVITE_NOT_FOUND_MESSAGE,
  BUDDY_INVITE_OWN_ADDRESS_MESSAGE,
  BUDDY_INVITER_FULL_MESSAGE,
  SENT_INVITE_NOT_FOUND_MESSAGE,
  TOO_MANY_PENDING_INVITES_MESSAGE,
} from '#shared/error-messages';
import { mailboxOf } from '#shared/mailbox';
import { ageGroupOf, type AgeConfirmation } from '#shared/safety';
import type { SentInvite } from '#shared/schemas/buddies';
import { withoutHiddenCharacters } from '#shared/text';
import { ageGroupAtAddress } from '../../data/address-age-groups';
import { buddyPlacesTaken } from '../../data/buddies';
import { isBlockedByAddress } from '../../data/buddy-blocks';
import {
  deleteInvitation,
  deleteSentInvite,
  getInvitation,
  getSentInvite,
  hashInviteToken,
  isOpen,
  listSentInvites,
  moveInvitation,
  newInviteToken,
  putInvitation,
  putSentInvite,
  type Invitation,
  type SentInviteRecord,
} from '../../data/buddy-invites';
import { newTimeId } from '../../data/time-id';
import { getProfile } from '../../data/users';
import { appOrigin } from '../../kernel/app-origin';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { inviteLinkPath } from '../mail/buddy-invite-email';
import { countInvitation } from './invite-limits';
import { mailInvitation } from './invite-mail';

/**
 * Buddy invitations, the inviter's side and the invitee's preview. An invitation
 * reaches a person only through its link: no route finds anyone by name or address. An address
 * that has blocked the inviter gets nothing, and one of the other age group no e-mail, and the
 * inviter cannot tell: the answer is the same.
 */

const DAY_MS = 86_400_000;

const invitationGone = () => notFound(BUDDY_INVITE_NOT_FOUND_MESSAGE);

const sentInviteOf = ({ inviteId, email, createdAt, expiresAt }: SentInviteRecord): SentInvite => ({
  inviteId,
  ...(email !== undefined && { email }),
  createdAt,
  expiresAt,
});

/**
 * Whether an invitation may be e-mailed to `email`: not to an account of the other age group (a
 * link between them would be refused anyway, and a minor gets no e-mail from an adult's account,
 * nor the other way round). Not e-mailing says nothing: the invitation is kept as any other.
 */
async function mayEmail(inviterAge: AgeConfirmation | undefined, email: string): Promise<boolean> {
  const addressee = await ageGroupAtAddress(email);
  return addressee === undefined || addressee === ageGroupOf(inviterAge);
}

/** The inviter's invitations still waiting for an answer at `nowMs`, newest first. */
async function pendingSentInvites(uid: string, nowMs: number): Promise<SentInviteRecord[]> {
  return (await listSentInvites(uid)).filter((record) => Date.parse(record.expiresAt) > nowMs);
}

/**
 * POST /api/buddies/invites: a new invitation, e-mailed to `email` if given, and its link (shown
 * once). 400 for the user's own address; 409 with five buddies already or past
 * BUDDY_LIMITS.pendingInvites unanswered; 429 past the day's limits (invite-limits.ts). The
 * pending cap is read, not counted atomically: two invites at once could make eleven, which the
 * daily limit bounds anyway.
 */
export async function createInviteFor(
  uid: string,
  email: string | undefined,
  at: Date = new Date(),
): Promise<{ invite: SentInvite; link: string }> {
  const nowMs = at.getTime();
  const [inviter, taken, pending] = await Promise.all([getProfile(uid), buddyPlacesTaken(uid), pendingSentInvites(uid, nowMs)]);
  if (!inviter) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (email !== undefined && email.trim().toLowerCase() === inviter.email.trim().toLowerCase()) {
    throw badRequest(BUDDY_INVITE_OWN_ADDRESS_MESSAGE, { email: BUDDY_INVITE_OWN_ADDRESS_MESSAGE });
  }
  if (taken >= BUDDY_LIMITS.max) throw new AppError('CONFLICT', BUDDY_INVITER_FULL_MESSAGE);
  if (pending.length >= BUDDY_LIMITS.pendingInvites) throw new AppError('CONFLICT', TOO_MANY_PENDING_INVITES_MESSAGE);
  // Counted whether or not the address blocked the sender, so the limits tell nothing of blocks.
  await countInvitation(uid, email, nowMs);

  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  // Whole seconds: the table's TTL attribute holds the expiry, and the API shows exactly that.
  const expiresAt = new Date(Math.floor((nowMs + BUDDY_LIMITS.inviteDays * DAY_MS) / 1000) * 1000).toISOString();
  const record: SentInviteRecord = {
    inviteId: newTimeId(nowMs),
    tokenHash,
    ...(email !== undefined && { email }),
    createdAt: at.toISOString(),
    expiresAt,
  };
  const link = `${await appOrigin()}${inviteLinkPath(token)}`;
  // The inviter's own record is kept either way, so their list looks the same; a blocked address gets no invitation behind it.
  const silent = email !== undefined && (await isBlockedByAddress(uid, email));
  if (!silent) {
    await putInvitation(tokenHash, {
      inviteId: record.inviteId,
      inviterUid: uid,
      inviterFirstName: inviter.firstName,
      ...(inviter.ageConfirmation !== undefined && { inviterAgeConfirmation: inviter.ageConfirmation }),
      ...(email !== undefined && { email }),
      createdAt: record.createdAt,
      expiresAt,
    });
  }
  await putSentInvite(uid, record);
  if (!silent && email !== undefined && (await mayEmail(inviter.ageConfirmation, email))) {
    try {
      await mailInvitation({ to: email, inviterFirstName: inviter.firstName, link }, nowMs);
    } catch (error) {
      // Not sent: nothing is left waiting for an answer that cannot come.
      await Promise.all([deleteInvitation(tokenHash), deleteSentInvite(uid, record.inviteId)]);
      throw error;
    }
  }
  return { invite: sentInviteOf(record), link };
}

/** GET /api/buddies/invites: the user's invitations waiting for an answer, newest first. */
export async function listInvitesFor(uid: string, at: Date = new Date()): Promise<SentInvite[]> {
  return (await pendingSentInvites(uid, at.getTime())).map(sentInviteOf);
}

/**
 * DELETE /api/buddies/invites/{inviteId}: the user's own pending invitation stops working. 404
 * for any other id, an expired or an answered one.
 */
export async function cancelInviteFor(uid: string, inviteId: string, at: Date = new Date()): Promise<void> {
  const record = await getSentInvite(uid, inviteId);
  if (!record || Date.parse(record.expiresAt) <= at.getTime()) throw notFound(SENT_INVITE_NOT_FOUND_MESSAGE);
  if (!(await withdrawInvite(uid, record, at))) throw notFound(SENT_INVITE_NOT_FOUND_MESSAGE);
}

/** Takes one of the user's invitations back: false when an answer came first (its record goes either way). */
async function withdrawInvite(uid: string, record: SentInviteRecord, at: Date): Promise<boolean> {
  const invitation = await getInvitation(record.tokenHash);
  // No invitation behind the record: one to a blocked address, which cancels like any other.
  const cancelled = !invitation || (await moveInvitation(record.tokenHash, 'pending', 'cancelled', at.getTime())) !== undefined;
  await Promise.all([deleteSentInvite(uid, record.inviteId), cancelled && invitation && deleteInvitation(record.tokenHash)]);
  return cancelled;
}

/**
 * Takes back the user's pending invitations e-mailed to any spelling of `email`'s mailbox: the
 * two have just become buddies. Invitations by copied link name nobody and stay.
 */
export async function withdrawInvitesTo(uid: string, email: string, at: Date): Promise<void> {
  const mailbox = mailboxOf(email);
  const records = (await pendingSentInvites(uid, at.getTime())).filter((record) => record.email && mailboxOf(record.email) === mailbox);
  await Promise.all(records.map((record) => withdrawInvite(uid, record, at)));
}

/**
 * The invitation a link names, if the user may still answer it: 404 (one message) for an unknown,
 * expired, answered or cancelled link, and for the user's own invitation.
 */
export async function openInvitation(
  uid: string | undefined,
  token: string,
  at: Date = new Date(),
): Promise<{ invitation: Invitation; tokenHash: string }> {
  const tokenHash = hashInviteToken(token);
  const invitation = await getInvitation(tokenHash);
  if (!invitation || !isOpen(invitation, at.getTime()) || invitation.inviterUid === uid) throw invitationGone();
  return { invitation, tokenHash };
}

/** GET /api/buddies/invite/{token}: who invites, and until when; nothing else of them. `uid` is absent signed out. */
export async function previewInvite(
  uid: string | undefined,
  token: string,
  at: Date = new Date(),
): Promise<{ inviterFirstName: string; expiresAt: string }> {
  const { invitation } = await openInvitation(uid, token, at);
  return { inviterFirstName: withoutHiddenCharacters(invitation.inviterFirstName), expiresAt: invitation.expiresAt };
}

/** Claims an open invitation for an answer (`to`): 404 when another answer, a cancel or the expiry came first. */
export async function claimInvitation(tokenHash: string, to: 'accepted' | 'declined', at: Date): Promise<Invitation> {
  const claimed = await moveInvitation(tokenHash, 'pending', to, at.getTime());
  if (!claimed) throw invitationGone();
  return claimed;
}
