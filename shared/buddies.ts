import type { AgeConfirmation } from './safety';

/**
 * Accountability buddies: up to five friends who cheer each other on. Shared so the
 * API checks and the web show one set of rules. Everything shared is off until its owner turns it
 * on, item by item; cheers are a fixed set of kind words, so no free text passes between users.
 */

export const BUDDY_LIMITS = {
  /** The spec's limit: at most five buddies each, counted on the server. */
  max: 5,
  /** An invitation's link works this many days. */
  inviteDays: 7,
  /** Invitations waiting for an answer at once, per inviter. */
  pendingInvites: 10,
  /** Invitations one person may make in a (UTC) day; over it they are refused, told how long to wait. */
  invitesPerDay: 10,
  /**
   * Invitations one person may send to one mailbox in a day; over it they are refused, told how
   * long to wait. Counted per sender, so strangers cannot use up a friend's turn.
   */
  invitesPerAddress: 3,
  /**
   * Invitation e-mails one mailbox gets in a day from everyone together. Past it invitations are
   * still made (their links work) but not e-mailed, and the sender is not told: a refusal would
   * let strangers stop a friend, and saying so would tell a sender what others do.
   */
  mailsPerAddress: 10,
} as const;

/** What a person may share with their buddies, each off by default. */
export const SHARE_ITEMS = ['checkInDays', 'streak', 'goalsCompleted', 'sessions'] as const;
export type ShareItem = (typeof SHARE_ITEMS)[number];
export type ShareSettings = Record<ShareItem, boolean>;

export const NOTHING_SHARED: ShareSettings = { checkInDays: false, streak: false, goalsCompleted: false, sessions: false };

/** How each item is named, in the settings and the invitation alike (a buddy sees no more than this). */
export const SHARE_LABELS: Record<ShareItem, string> = {
  checkInDays: 'How many days you checked in this week',
  streak: 'Your check-in streak',
  goalsCompleted: 'How many goals you have completed (never what they are)',
  sessions: 'How many coaching sessions you had this week',
};

/** The cheers a buddy can send: fixed, kind words, one set for everyone. */
export const CHEERS = [
  { id: 'keep-going', text: "Keep going, you've got this!" },
  { id: 'proud', text: 'Proud of you for showing up.' },
  { id: 'small-steps', text: 'Small steps count. Cheering you on!' },
  { id: 'thinking-of-you', text: 'Thinking of you this week.' },
  { id: 'rest-counts', text: 'Rest counts too. Be kind to yourself.' },
] as const;
export type CheerId = (typeof CHEERS)[number]['id'];
export const CHEER_IDS = CHEERS.map((cheer) => cheer.id) as unknown as readonly [CheerId, ...CheerId[]];

/**
 * No buddy link between an account with a guardian's consent (a minor) and an adult's.
 * An account without an answer yet links with nobody.
 */
export const canBeBuddies = (a: AgeConfirmation | undefined, b: AgeConfirmation | undefined): boolean => a !== undefined && a === b;
