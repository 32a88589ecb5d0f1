import { NOTHING_SHARED, type ShareSettings } from '#shared/buddies';
import type { BoardEntry, BoardResponse, SentInvite } from '#shared/schemas/buddies';
import type { Reply } from './fetch-mock';

/** Buddy and invitation ids in the server's layout (ULID, like goal ids). */
export const BUDDY_IDS = ['01JCCCCCCCCCCCCCCCCCCCCCC1', '01JCCCCCCCCCCCCCCCCCCCCCC2', '01JCCCCCCCCCCCCCCCCCCCCCC3'] as const;
export const INVITE_IDS = ['01JDDDDDDDDDDDDDDDDDDDDDD1', '01JDDDDDDDDDDDDDDDDDDDDDD2', '01JDDDDDDDDDDDDDDDDDDDDDD3'] as const;

/** An invitation's token as its link carries it: 43 base64url characters. */
export const INVITE_TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';

/** Ada's own entry: sharing nothing unless told. */
export const myEntry = (overrides: Partial<BoardEntry> = {}): BoardEntry => ({
  firstName: 'Ada',
  shared: {},
  encouragement: 'A check-in this week would be a fine start.',
  ...overrides,
});

/** A buddy on the board, with fields overridden where a test needs them. */
export const buddyEntry = (overrides: Partial<BoardEntry> = {}): BoardEntry => ({
  buddyId: BUDDY_IDS[0],
  firstName: 'Maya',
  shared: {},
  encouragement: 'Maya is building a steady week.',
  ...overrides,
});

/** GET /api/buddies: nothing shared, no cheers, unless told. */
export const boardReply = (
  buddies: BoardEntry[],
  overrides: Partial<Omit<BoardResponse, 'success' | 'share'>> & { share?: Partial<ShareSettings> } = {},
): Reply => ({
  body: { success: true, me: myEntry(), buddies, cheers: [], ...overrides, share: { ...NOTHING_SHARED, ...overrides.share } },
});

/** An invitation waiting for an answer: e-mailed unless `email` is undefined. */
export const sentInvite = (overrides: Partial<SentInvite> = {}): SentInvite => ({
  inviteId: INVITE_IDS[0],
  email: 'sam@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

export const invitesReply = (invites: SentInvite[]): Reply => ({ body: { success: true, invites } });

export const okReply = (message = 'Done'): Reply => ({ body: { success: true, message } });
