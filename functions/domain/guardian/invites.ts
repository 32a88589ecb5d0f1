import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  GUARDIAN_INVITE_NOT_FOUND_MESSAGE,
  GUARDIAN_NOT_A_MINOR_MESSAGE,
  GUARDIAN_SENT_INVITE_NOT_FOUND_MESSAGE,
  GUARDIAN_TOO_MANY_MESSAGE,
  GUARDIAN_TOO_MANY_PENDING_MESSAGE,
  guardianInvitesPerAddressMessage,
  guardianInvitesPerDayMessage,
} from '#shared/error-messages';
import { GUARDIAN_RULES } from '#shared/guardian';
import type { GuardianInvite } from '#shared/schemas/guardian';
import { withoutHiddenCharacters } from '#shared/text';
import { hashInviteToken, newInviteToken } from '../../data/buddy-invites';
import {
  claimGuardianInvitation,
  deleteGuardianInvite,
  getGuardianInvitation,
  getGuardianInviteRecord,
  isOpenGuardianInvitation,
  listGuardianInviteRecords,
  putGuardianInvite,
  type GuardianInvitation,
  type GuardianInviteRecord,
} from '../../data/guardian-invites';
import { guardianPlacesTaken } from '../../data/guardians';
import { newTimeId } from '../../data/time-id';
import { getProfile, type UserProfile } from '../../data/users';
import { appOrigin } from '../../kernel/app-origin';
import { AppError, notFound } from '../../kernel/errors';
import { getMailer } from '../../providers/mail';
import { countInvitation, mailboxHasRoom, type InviteKind } from '../buddies/invite-limits';
import { guardianInviteEmail, guardianLinkPath } from '../mail/guardian-emails';
import { refuseOwnAddress } from './consent';

/**
 * A teen's requests that a guardian confirm. A request reaches the guardian only through the
 * e-mailed link, with the buddy invitations' limits per sender and per mailbox
 * (domain/buddies/invite-limits.ts). The guardian's preview holds the teen's first name and the
 * link's expiry, nothing else.
 */

const DAY_MS = 86_400_000;

const GUARDIAN_INVITES: InviteKind = {
  route: 'createGuardianInvite',
  perDay: guardianInvitesPerDayMessage,
  perAddress: guardianInvitesPerAddressMessage,
};

const requestGone = () => notFound(GUARDIAN_INVITE_NOT_FOUND_MESSAGE);
const sentGone = () => notFound(GUARDIAN_SENT_INVITE_NOT_FOUND_MESSAGE);

const inviteOf = ({ inviteId, email, createdAt, expiresAt }: GuardianInviteRecord): GuardianInvite => ({
  inviteId,
  email,
  createdAt,
  expiresAt,
});

/** The teen's requests still waiting at `nowMs`, newest first. */
export async function pendingGuardianInvites(uid: string, nowMs: number): Promise<GuardianInviteRecord[]> {
  return (await listGuardianInviteRecords(uid)).filter((record) => Date.parse(record.expiresAt) > nowMs);
}

/**
 * Makes a request and e-mails it, unless the mailbox has had its day's share from every sender
 * together: then the request stands unmailed and the teen is answered the same (as buddy
 * invitations are). A send that fails takes the request back.
 */
async function sendRequest(teen: UserProfile & { uid: string }, email: string, at: Date, count = true): Promise<GuardianInviteRecord> {
  const nowMs = at.getTime();
  if (count) await countInvitation(teen.uid, email, nowMs, GUARDIAN_INVITES);
  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  const inviteId = newTimeId(nowMs);
  // Whole seconds: the table's TTL attribute holds the expiry, and the API shows exactly that.
  const expiresAt = new Date(Math.floor((nowMs + GUARDIAN_RULES.unconfirmedDays * DAY_MS) / 1000) * 1000).toISOString();
  const createdAt = at.toISOString();
  await putGuardianInvite({ inviteId, teenUid: teen.uid, teenFirstName: teen.firstName, email, createdAt, expiresAt }, tokenHash);
  if (await mailboxHasRoom(email, nowMs, GUARDIAN_INVITES.route)) {
    try {
      const link = `${await appOrigin()}${guardianLinkPath(token)}`;
      await getMailer().send(guardianInviteEmail({ to: email, teenFirstName: teen.firstName, link }));
    } catch (error) {
      await deleteGuardianInvite(teen.uid, inviteId, tokenHash);
      throw error;
    }
  }
  return { inviteId, tokenHash, email, createdAt, expiresAt };
}

/**
 * POST /api/guardian/invites (and a consent sign-up): asks a guardian to confirm. 400 for the
 * teen's own mailbox; 409 for an adult's account, a teen with two guardians already, or two
 * requests waiting; 429 past the day's limits.
 */
export async function createGuardianInviteFor(uid: string, email: string, at: Date = new Date()): Promise<GuardianInvite> {
  const [teen, taken, pending] = await Promise.all([getProfile(uid), guardianPlacesTaken(uid), pendingGuardianInvites(uid, at.getTime())]);
  if (!teen) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  refuseOwnAddress(teen.email, email);
  if (teen.ageConfirmation !== 'guardian') throw new AppError('CONFLICT', GUARDIAN_NOT_A_MINOR_MESSAGE);
  if (taken >= GUARDIAN_RULES.maxGuardians) throw new AppError('CONFLICT', GUARDIAN_TOO_MANY_MESSAGE);
  if (pending.length >= GUARDIAN_RULES.maxGuardians) throw new AppError('CONFLICT', GUARDIAN_TOO_MANY_PENDING_MESSAGE);
  return inviteOf(await sendRequest({ ...teen, uid }, email, at));
}

/** Takes one of the teen's waiting requests back: false when a guardian confirmed it first. */
async function withdraw(uid: string, record: GuardianInviteRecord, at: Date): Promise<boolean> {
  const claimed = await claimGuardianInvitation(record.tokenHash, 'cancelled', at.getTime());
  if (claimed) await deleteGuardianInvite(uid, record.inviteId, record.tokenHash);
  return claimed !== undefined;
}

/** The teen's own waiting request by id, or 404. */
async function waitingRecord(uid: string, inviteId: string, at: Date): Promise<GuardianInviteRecord> {
  const record = await getGuardianInviteRecord(uid, inviteId);
  if (!record || Date.parse(record.expiresAt) <= at.getTime()) throw sentGone();
  return record;
}

/** DELETE /api/guardian/invites/{inviteId}: the link stops working; 404 for any id but the teen's own waiting one. */
export async function cancelGuardianInviteFor(uid: string, inviteId: string, at: Date = new Date()): Promise<void> {
  if (!(await withdraw(uid, await waitingRecord(uid, inviteId, at), at))) throw sentGone();
}

/**
 * POST /api/guardian/invites/{inviteId}/resend: the same address gets the e-mail again with a new
 * link (the old one stops working), counted against the day's limits like a new request.
 */
export async function resendGuardianInviteFor(uid: string, inviteId: string, at: Date = new Date()): Promise<GuardianInvite> {
  const record = await waitingRecord(uid, inviteId, at);
  const teen = await getProfile(uid);
  if (!teen) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  // Counted before the old link goes, so a refusal leaves the waiting request as it was.
  await countInvitation(uid, record.email, at.getTime(), GUARDIAN_INVITES);
  if (!(await withdraw(uid, record, at))) throw sentGone();
  return inviteOf(await sendRequest({ ...teen, uid }, record.email, at, false));
}

/**
 * The request a link names, if it can still be confirmed: 404 (one message) for an unknown,
 * expired, answered or cancelled link, and for the teen's own.
 */
export async function openGuardianInvitation(
  uid: string | undefined,
  token: string,
  at: Date = new Date(),
): Promise<{ invitation: GuardianInvitation; tokenHash: string }> {
  const tokenHash = hashInviteToken(token);
  const invitation = await getGuardianInvitation(tokenHash);
  if (!invitation || !isOpenGuardianInvitation(invitation, at.getTime()) || invitation.teenUid === uid) throw requestGone();
  return { invitation, tokenHash };
}

/** GET /api/guardian/invite/{token}: the teen's first name and the link's expiry; `uid` is absent signed out. */
export async function previewGuardianInvite(
  uid: string | undefined,
  token: string,
  at: Date = new Date(),
): Promise<{ teenFirstName: string; expiresAt: string }> {
  const { invitation } = await openGuardianInvitation(uid, token, at);
  return { teenFirstName: withoutHiddenCharacters(invitation.teenFirstName), expiresAt: invitation.expiresAt };
}

/** Claims an open request for the guardian's confirmation: 404 when a cancel or the expiry came first. */
export async function claimForConfirmation(tokenHash: string, at: Date): Promise<GuardianInvitation> {
  const claimed = await claimGuardianInvitation(tokenHash, 'accepted', at.getTime());
  if (!claimed) throw requestGone();
  return claimed;
}

/** Deletes every request of the teen, both items of each (a sign-up rolled back; nothing is claimed). */
export async function forgetGuardianInvites(uid: string): Promise<void> {
  const records = await listGuardianInviteRecords(uid);
  await Promise.all(records.map((record) => deleteGuardianInvite(uid, record.inviteId, record.tokenHash)));
}
