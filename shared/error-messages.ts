import { COACH_NAME } from './chat';
import { GOAL_LIMITS } from './goals';
import { MEMORY_LIMITS } from './memory';
import { BUDDY_LIMITS } from './buddies';
import { GUARDIAN_RULES } from './guardian';

/**
 * The API's own user-facing messages, errors and confirmations alike, in one catalogue that the
 * server and the web both read (as vercel/ai-chatbot's lib/errors.ts does). The spec's wording
 * lives in messages.ts. Named exports, so that each bundle keeps only the messages it uses.
 */

export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can log in with your new password now.';

export const CRISIS_ACKNOWLEDGED_MESSAGE = 'Crisis screen acknowledged';

export const CHAT_DELETED_MESSAGE = 'Chat deleted';

export const CHAT_NOT_FOUND_MESSAGE = 'We could not find this chat.';

export const DISCLOSURE_REQUIRED_MESSAGE = `Please read how ${COACH_NAME} works before starting a chat.`;

export const PAYMENTS_OFF_MESSAGE = 'Payments are not available right now. Please try again later.';

/** The refusal's text: the person did nothing wrong, another site sent the request. */
export const CROSS_SITE_MESSAGE = 'This request was refused because it came from another site.';

export const SUBSCRIBED_MESSAGE = 'You have an active Premium subscription. To move to Basic, cancel it in Manage Subscription.';

export const UNKNOWN_PRICE_MESSAGE = 'Unknown price id.';

export const BASIC_NO_CHECKOUT_MESSAGE = 'Basic needs no checkout.';

export const ALREADY_PREMIUM_MESSAGE = 'You already have Premium. Use Manage Subscription to change or cancel it.';

export const NO_SUBSCRIPTION_MESSAGE = 'You have no subscription to manage. Choose a plan to get started.';

export const NO_PLAN_MESSAGE = 'Please choose a plan to get started.';

export const INVALID_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';

/** Spec-worded refusal of a reset code that is unknown, used or expired. */
export const INVALID_RESET_CODE_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

export const NOT_YOUR_PASSWORD_MESSAGE = 'You can only change your own password.';

export const SAME_PASSWORD_MESSAGE = 'Choose a new password that differs from the current one.';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

export const AGE_CONFIRMED_MESSAGE = 'Age confirmation saved';

export const AGE_ALREADY_CONFIRMED_MESSAGE = 'Your age confirmation is already saved and cannot be changed.';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** Regenerating when the chat's last message is not the user's. */
export const NOTHING_TO_REPLY_MESSAGE = 'There is no message to reply to yet.';

/** A signed-in session whose account record is gone, deleted meanwhile. */
export const ACCOUNT_NOT_FOUND_MESSAGE = 'We could not find your account.';

/** Linking Google asks for the account's password first; this is the answer to a wrong one. */
export const CONFIRM_PASSWORD_MESSAGE = 'That password does not match your account. Please try again.';

/** Deleting the account asks for the owner, not only a session: the password, or a Google sign-in made just now. */
export const DELETE_PROOF_MESSAGE = 'To delete your account, enter your password, or sign in with Google again.';

/** A Google sign-in that does not prove the owner: another Google account's, or not made just now. */
export const GOOGLE_PROOF_MESSAGE = 'Please sign in again with the Google account you use for Blue Guardian.';

export const LOGGED_OUT_MESSAGE = 'Logged out';

/** The table is throttling or out of reach after the SDK's own retries: nothing was lost, try again. */
export const BUSY_MESSAGE = 'We are busy right now. Please try again in a moment.';

/** Asked after a few attempts for one e-mail or address (428): the web shows the check below it. */
export const CHALLENGE_REQUIRED_MESSAGE = 'To keep your account safe, please complete the check below.';

/** A check token that did not verify: failed, expired (5 minutes) or used already. */
export const CHALLENGE_FAILED_MESSAGE = 'The check did not go through. Please complete it again.';

/** The bot check's provider did not answer: nothing was done, and trying again is safe. */
export const CHALLENGE_UNAVAILABLE_MESSAGE = 'We could not run the safety check just now. Please try again in a moment.';

/** Each session's report is Premium's (403 on Basic, whose web app opens the plan popup). */
export const INSIGHTS_PREMIUM_REQUIRED_MESSAGE = 'Session reports and every insight are part of Premium. Upgrade to see them.';
export const REPORT_DELETED_MESSAGE = 'Report deleted.';
export const CHECK_IN_SEEN_MESSAGE = 'Check-in closed.';
/** Only the check-in card shown now can be closed: a stale page cannot close a newer one. */
export const CHECK_IN_GONE_MESSAGE = 'There is no check-in to close.';

/** The weekly summary's one-click unsubscribe (RFC 8058): shown as is by the /unsubscribe page. */
export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed from the weekly summary e-mail. You can turn it on again in Settings.';
/** The check-in e-mail's one-click unsubscribe. */
export const CHECK_IN_UNSUBSCRIBED_MESSAGE = 'You will not get check-in e-mails any more. You can turn them on again in Settings.';
/** The daily check-in reminder's one-click unsubscribe. */
export const CHECK_IN_REMINDER_UNSUBSCRIBED_MESSAGE =
  'You will not get the daily check-in reminder any more. You can turn it on again in Settings.';
/** The buddy invitation e-mail's link (RFC 8058): its address gets no more buddy e-mails, from anyone; no account needed. */
export const BUDDY_INVITES_UNSUBSCRIBED_MESSAGE = 'This address will not get buddy invitation e-mails from Blue Guardian any more.';
export const BAD_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. Please open the link from the e-mail again, or turn the e-mail off in Settings.';

/** Goals and check-ins. Another user's goal reads as an unknown one (404), never a 403. */
export const GOAL_NOT_FOUND_MESSAGE = 'We could not find this goal.';
/** A day's check-in the user has not made (or another user's): 404. */
export const DAILY_CHECK_IN_NOT_FOUND_MESSAGE = 'We could not find a check-in for this day.';
export const GOAL_DELETED_MESSAGE = 'Goal deleted.';
/** Creating a goal, or making a paused or completed one active, past GOAL_LIMITS.active (409). */
export const TOO_MANY_ACTIVE_GOALS_MESSAGE = `You can have at most ${GOAL_LIMITS.active} active goals. Complete or pause one to make room.`;
/** A check-in naming a goal that is not one of the user's active goals (400, field goalIds.<n>). */
export const NOT_AN_ACTIVE_GOAL_MESSAGE = 'This is not one of your active goals.';
/** A second WHO-5 in one ISO week (409). */
/** A check-in is for the user's today, or a late one for yesterday, in the zone the profile keeps. */
export const checkInDateMessage = (today: string): string =>
  `date must be your today (${today}) or, for a late check-in, yesterday: a check-in cannot be made for another day.`;

/** Two check-ins from two time zones at the same moment: one changed the zone first. */
export const CHECK_IN_ZONE_CONFLICT_MESSAGE = 'Your time zone changed while saving this check-in. Please try again.';

export const WHO5_DONE_THIS_WEEK_MESSAGE = 'You have already done the well-being check this week. The next one opens on Monday.';

/** The coach's memory. Another user's note reads as an unknown one (404). */
export const MEMORY_NOT_FOUND_MESSAGE = 'We could not find this memory.';
export const MEMORY_DELETED_MESSAGE = 'Memory deleted.';
export const MEMORIES_DELETED_MESSAGE = 'All memories deleted.';
/** Adding a note on Basic (403): nothing would read it. */
export const MEMORY_PREMIUM_MESSAGE = 'A coach that remembers is part of Premium.';
/** Adding a note past MEMORY_LIMITS.count (409). */
export const TOO_MANY_MEMORIES_MESSAGE = `Your coach can keep at most ${MEMORY_LIMITS.count} memories. Delete one to make room.`;

/** Buddies: the board, sharing, cheers and removal. Another user's buddy id reads as an unknown one (404). */
export const BUDDY_NOT_FOUND_MESSAGE = 'We could not find this buddy.';
export const BUDDY_REMOVED_MESSAGE = 'Buddy removed.';
export const CHEER_SENT_MESSAGE = 'Cheer sent.';
/** A second cheer to the same buddy in one day (409): kind, and says when the next one can go. */
export const CHEER_ALREADY_SENT_MESSAGE = 'You have already cheered this buddy on today. You can send another cheer tomorrow.';

/**
 * Buddies: invitations and blocking. One neutral answer for a link that is unknown,
 * expired, answered, cancelled or the user's own (404).
 */
export const BUDDY_INVITE_NOT_FOUND_MESSAGE = 'This invitation link has expired or is no longer valid.';
/** Cancelling an invitation the user has no pending one under (404). */
export const SENT_INVITE_NOT_FOUND_MESSAGE = 'We could not find this invitation.';
export const BUDDY_INVITE_CANCELLED_MESSAGE = 'Invitation cancelled.';
export const BUDDY_INVITE_DECLINED_MESSAGE = 'Invitation declined.';
/** Declining with block or report: the inviter is not told. */
export const BUDDY_INVITE_BLOCKED_MESSAGE = 'Invitation declined. You will not get invitations from this person again.';
/**
 * Accepting refused by the age rule, a block either way, a full inviter or an existing link (409):
 * one message for all, so it tells nothing about the other person.
 */
export const BUDDY_INVITE_REFUSED_MESSAGE = "This invitation can't be accepted.";
/** Accepting with five buddies already (409): the one refusal about the user's own side. */
export const BUDDY_INVITEE_FULL_MESSAGE = 'You already have five buddies. Remove one to accept.';
/** Inviting with five buddies already (409). */
export const BUDDY_INVITER_FULL_MESSAGE = `You already have ${BUDDY_LIMITS.max} buddies, the most there can be. Remove one to invite someone new.`;
/** Inviting past BUDDY_LIMITS.pendingInvites unanswered invitations (409). */
export const TOO_MANY_PENDING_INVITES_MESSAGE = `You have ${BUDDY_LIMITS.pendingInvites} invitations waiting for an answer. Cancel one, or wait for an answer, to send another.`;
/** How long until a limit counted in fixed windows lets the next one through, as a person reads it: "in 5 hours". */
export function waitText(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}
/** Inviting past BUDDY_LIMITS.invitesPerDay in a day (429), with the real wait. */
export const buddyInvitesPerDayMessage = (waitMs: number): string =>
  `You can send ${BUDDY_LIMITS.invitesPerDay} invitations a day. You can send another ${waitText(waitMs)}.`;
/** Inviting one address past BUDDY_LIMITS.invitesPerAddress in a day (429), with the real wait. */
export const buddyInvitesPerAddressMessage = (waitMs: number): string =>
  `You can invite the same address ${BUDDY_LIMITS.invitesPerAddress} times a day. You can invite it again ${waitText(waitMs)}.`;
/** An invitation to the user's own address (400, field email). */
export const BUDDY_INVITE_OWN_ADDRESS_MESSAGE = 'This is your own address. Enter a friend’s e-mail address.';
/** Blocking a buddy: they are removed and cannot invite the user again; they are not told. */
export const BUDDY_BLOCKED_MESSAGE = 'Blocked. They are no longer your buddy and cannot invite you again.';

/** Guardian consent (shared/guardian.ts). */
export const GUARDIAN_MINIMUM_AGE_MESSAGE = `Blue Guardian is for people aged ${GUARDIAN_RULES.minimumAge} and older. We're sorry, you can't sign up yet.`;
export const GUARDIAN_BIRTH_YEAR_ADULT_MESSAGE = 'This birth year makes you 18 or older. Please choose "I am 18 or older" instead.';
export const GUARDIAN_EMAIL_REQUIRED_MESSAGE = 'Please enter your birth year and your parent or guardian’s e-mail address.';
export const GUARDIAN_ONLY_WITH_CONSENT_MESSAGE =
  'A birth year and a guardian’s e-mail are asked only when a parent or guardian has agreed.';
export const GUARDIAN_OWN_ADDRESS_MESSAGE = 'This is your own address. Enter your parent or guardian’s e-mail address.';
export const GUARDIAN_INVITE_NOT_FOUND_MESSAGE = 'This link has expired or is no longer valid.';
export const GUARDIAN_SENT_INVITE_NOT_FOUND_MESSAGE = 'We could not find this request.';
export const GUARDIAN_INVITE_CANCELLED_MESSAGE = 'Request cancelled.';
export const GUARDIAN_INVITE_RESENT_MESSAGE = 'We sent the e-mail again.';
export const GUARDIAN_NOT_A_MINOR_MESSAGE = 'Only an account of someone under 18 can ask a parent or guardian to confirm.';
export const GUARDIAN_TOO_MANY_MESSAGE = `A teen can have at most ${GUARDIAN_RULES.maxGuardians} guardians, and this account has that many already.`;
export const GUARDIAN_TOO_MANY_PENDING_MESSAGE = `You can have ${GUARDIAN_RULES.maxGuardians} requests waiting at once. Cancel one to send another.`;
/** One answer for every other refusal of a confirmation, so it tells nothing of which rule. */
export const GUARDIAN_LINK_REFUSED_MESSAGE =
  'This account cannot be linked as a guardian here. A guardian uses their own adult account, and a guardian and their teen cannot also be buddies.';
export const GUARDIAN_LINK_NOT_FOUND_MESSAGE = 'We could not find this link.';
/** A teen asking to stop their guardian's distress notices: only the guardian can (docs/safety.md). */
export const GUARDIAN_NOTICES_GUARDIAN_ONLY_MESSAGE = 'Only your guardian can stop these e-mails.';
/** A `week` that is not an ISO week such as 2026-W48. */
export const GUARDIAN_WEEK_MESSAGE = 'week must be a week such as 2026-W48.';
export const GUARDIAN_LINK_ENDED_MESSAGE = 'The link has ended. We let the other person know.';
export const guardianInvitesPerDayMessage = (waitMs: number): string =>
  `You can send ${BUDDY_LIMITS.invitesPerDay} requests a day. You can send another ${waitText(waitMs)}.`;
export const guardianInvitesPerAddressMessage = (waitMs: number): string =>
  `You can e-mail the same address ${BUDDY_LIMITS.invitesPerAddress} times a day. You can send it again ${waitText(waitMs)}.`;
/** Sending to the coach once the days to confirm are over (403): kind, and the crisis side stays on. */
export const COACH_PAUSED_MESSAGE =
  'Your coach is paused until a parent or guardian confirms your account. You can send them the link again from Settings. If you need support right now, the help and SOS button are always here.';
/** Confirming from an account at another address than the one the link was sent to (409; the link stays open). */
export const GUARDIAN_OTHER_ADDRESS_MESSAGE =
  'This link was sent to another e-mail address. Please log in, or sign up, with the address it was sent to.';

/* The guardian's weekly e-mail and turning 18 (functions/domain/guardian/weekly-email.ts, adulthood.ts). */
export const GUARDIAN_WEEKLY_UNSUBSCRIBED_MESSAGE =
  'You will not get the weekly e-mail of these counts any more. You can turn it on again on your guardian page.';
/** Confirming "I'm 18 now" from an account that is not a teen's (409). */
export const ADULTHOOD_NOT_A_TEEN_MESSAGE = 'This account is already an adult’s.';
export const ADULTHOOD_CONFIRMED_MESSAGE = 'Your account is now an adult’s. Any guardian links have ended and we let your guardians know.';
