import { BUDDY_LIMITS, type ShareItem } from '#shared/buddies';
import type { BoardEntry } from '#shared/schemas/buddies';

/** The Buddies page's words, in one place so the tests read the same text the page shows. */
export const BUDDIES_TITLE = 'Your buddies';
export const BOARD_EMPTY = 'No buddies yet. Invite a friend to cheer each other on.';
export const REMOVE_HINT = "Removing a buddy is silent: they aren't told, they just no longer see you on their board.";
export const NOTHING_SHARED_LINE = 'Not sharing any numbers yet.';
export const CHEER_SENT = 'Cheer sent.';
export const NEVER_SHARED = 'Never shared: your chats, moods, notes, insights or anything about your safety.';
export const INVITE_EXPLAINED = `The link works for ${BUDDY_LIMITS.inviteDays} days. Nothing is shared until your friend accepts, and then only what each of you chooses.`;
/** Said to the inviter without learning the invitee's age: a refused invitation just stays unanswered on their list. */
export const SAME_AGE_GROUP =
  "Buddies are always in the same age group: under-18s with under-18s, adults with adults. If the person you invite is in a different group, the invitation can't be accepted.";
export const AT_LIMIT = `You have ${BUDDY_LIMITS.max} buddies, the most you can have. To invite someone new, remove a buddy first.`;
export const LINK_COPIED = 'Link copied.';
export const INVITE_CANCELLED = 'Invitation cancelled.';
export const ENTER_FRIEND_EMAIL = "Please enter your friend's email address.";
export const INVALID_INVITE = 'This invitation is no longer valid.';

export const removeQuestion = (name: string) => `Remove ${name} as a buddy?`;
export const blockQuestion = (name: string) => `Block ${name}? They won't be able to invite you again.`;
export const removedMessage = (name: string) => `${name} is no longer your buddy.`;
export const blockedMessage = (name: string) => `${name} is blocked and no longer your buddy.`;
export const inviteSentMessage = (email: string) => `Invitation sent to ${email}.`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each shared number in words, in the order of SHARE_ITEMS. */
const LINES: Record<ShareItem, (count: number) => string> = {
  checkInDays: (count) => `${plural(count, 'check-in day', 'check-in days')} this week`,
  streak: (count) => `${count}-day streak`,
  goalsCompleted: (count) => `${plural(count, 'goal', 'goals')} completed`,
  sessions: (count) => `${plural(count, 'session', 'sessions')} this week`,
};

/** The numbers a person shares, in words; only those present (the server leaves out what is not shared). */
export function sharedLines(shared: BoardEntry['shared']): string[] {
  return (Object.keys(LINES) as ShareItem[]).flatMap((item) => {
    const count = shared[item];
    return count === undefined ? [] : [LINES[item](count)];
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** "Today", "Yesterday", "3 days ago": by calendar day in the browser's zone, as a person counts them. */
export function relativeDay(iso: string, now = new Date()): string {
  const days = Math.round((startOfDay(now) - startOfDay(new Date(iso))) / DAY_MS);
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-Math.max(0, days), 'day');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
