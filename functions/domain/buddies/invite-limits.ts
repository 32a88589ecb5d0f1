import { BUDDY_LIMITS } from '#shared/buddies';
import { buddyInvitesPerAddressMessage, buddyInvitesPerDayMessage } from '#shared/error-messages';
import { mailboxOf } from '#shared/mailbox';
import { takeRateLimitHit, windowStart } from '../../data/rate-limits';
import { rateLimited } from '../../kernel/errors';

/**
 * How often invitations go out (shared/buddies.ts BUDDY_LIMITS). Counted here rather than in the
 * route table because the counts are per mailbox (shared/mailbox.ts), so a `+tag` or Gmail's dots
 * do not make a new address, and because a refusal says how long is left of the day's window.
 * The windows are fixed UTC days (data/rate-limits.ts); the scopes keep the route's name.
 */

const DAY_SECONDS = 86_400;

/** Whose invitations are counted: the route's name scopes the windows, and the refusals say it in their words. */
export interface InviteKind {
  route: string;
  perDay: (waitMs: number) => string;
  perAddress: (waitMs: number) => string;
}

const BUDDY_INVITES: InviteKind = {
  route: 'createBuddyInvite',
  perDay: buddyInvitesPerDayMessage,
  perAddress: buddyInvitesPerAddressMessage,
};

const window = (route: string, scope: string, key: string, limit: number) => ({
  scope: `${route}:${scope}:${DAY_SECONDS}`,
  key,
  limit,
  windowSeconds: DAY_SECONDS,
});

/** What is left of the day's window at `nowMs`. */
const waitMs = (nowMs: number): number => (windowStart(nowMs, DAY_SECONDS) + DAY_SECONDS) * 1000 - nowMs;

/**
 * Counts an invitation against the sender's day and, when it is e-mailed, against the sender's day
 * for that mailbox: 429 with the real wait when either is full. Per sender, so strangers inviting
 * an address never use up a friend's turn.
 */
export async function countInvitation(
  uid: string,
  email: string | undefined,
  nowMs: number,
  kind: InviteKind = BUDDY_INVITES,
): Promise<void> {
  const [day, address] = await Promise.all([
    takeRateLimitHit(window(kind.route, 'user', uid, BUDDY_LIMITS.invitesPerDay), nowMs),
    email === undefined ||
      takeRateLimitHit(window(kind.route, 'pair', `${uid}\n${mailboxOf(email)}`, BUDDY_LIMITS.invitesPerAddress), nowMs),
  ]);
  if (!day) throw rateLimited(kind.perDay(waitMs(nowMs)));
  if (!address) throw rateLimited(kind.perAddress(waitMs(nowMs)));
}

/**
 * Counts an invitation e-mail against the mailbox's day from every sender together: false once it
 * is used up, when the invitation is made but not e-mailed (the sender is not told).
 */
export const mailboxHasRoom = (email: string, nowMs: number, route: string = BUDDY_INVITES.route): Promise<boolean> =>
  takeRateLimitHit(window(route, 'mailbox', mailboxOf(email), BUDDY_LIMITS.mailsPerAddress), nowMs);
