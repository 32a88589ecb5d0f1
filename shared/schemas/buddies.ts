import * as z from 'zod/mini';
import { CHEER_IDS, SHARE_ITEMS } from '../buddies';
import { emailField } from './auth';
import { GOAL_ID_PATTERN } from './goals';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the buddy routes (/api/buddies). Invitation and buddy ids are time-sortable ids. */

const timeIdOf = (field: string) => z.string().check(z.regex(GOAL_ID_PATTERN, { error: `${field} is not a valid id.` }));

export const inviteIdParams = schema(() => z.strictObject({ inviteId: timeIdOf('inviteId') }));
export const buddyIdParams = schema(() => z.strictObject({ buddyId: timeIdOf('buddyId') }));

/** An invitation's secret: 32 random bytes, base64url, as in its link. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const inviteTokenParams = schema(() =>
  z.strictObject({ token: z.string().check(z.regex(INVITE_TOKEN_PATTERN, { error: 'This invitation link is not valid.' })) }),
);

/** POST /api/buddies/invites: an e-mail to send the invitation to, or none for a link to copy. */
export const createInviteBody = schema(() => z.strictObject({ email: z.optional(emailField) }));
export type CreateInviteBody = z.infer<typeof createInviteBody>;

/** An invitation the user sent and nobody has answered yet. */
export const sentInvite = schema(() =>
  z.object({
    inviteId: z.string(),
    /** Where it was e-mailed; absent for a link the user copied. */
    email: z.optional(z.string()),
    /** ISO 8601. */
    createdAt: z.string(),
    expiresAt: z.string(),
  }),
);
export type SentInvite = z.infer<typeof sentInvite>;

/** The new invitation and its link (shown once: only its hash is stored). */
export const createInviteResponse = schema(() => z.object({ success: z.boolean(), invite: sentInvite, link: z.string() }));
export const sentInvitesResponse = schema(() => z.object({ success: z.boolean(), invites: z.array(sentInvite) }));

/** GET /api/buddies/invite/{token}: what the invitee is asked to accept. */
export const invitePreviewResponse = schema(() =>
  z.object({ success: z.boolean(), invite: z.object({ inviterFirstName: z.string(), expiresAt: z.string() }) }),
);

/** POST /api/buddies/invite/{token}/decline: block the inviter too, or report the invitation as unwanted (which blocks). */
export const declineInviteBody = schema(() =>
  z.strictObject({
    block: z.optional(z.boolean({ error: 'block must be true or false.' })),
    report: z.optional(z.boolean({ error: 'report must be true or false.' })),
  }),
);

export const shareSettings = schema(() =>
  z.object({ checkInDays: z.boolean(), streak: z.boolean(), goalsCompleted: z.boolean(), sessions: z.boolean() }),
);

const shareChoice = (item: string) => z.optional(z.boolean({ error: `${item} must be true or false.` }));

/** PUT /api/buddies/share: the items to change, at least one. */
export const shareBody = schema(() =>
  z
    .strictObject({
      checkInDays: shareChoice('checkInDays'),
      streak: shareChoice('streak'),
      goalsCompleted: shareChoice('goalsCompleted'),
      sessions: shareChoice('sessions'),
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        error: `Send at least one of ${SHARE_ITEMS.join(', ')}.`,
      }),
    ),
);
export type ShareBody = z.infer<typeof shareBody>;
export const shareResponse = schema(() => z.object({ success: z.boolean(), share: shareSettings }));

/** What one person on the board shows: only the items they share, and a kind word from their own progress. */
export const boardEntry = schema(() =>
  z.object({
    /** Absent for the user's own entry. */
    buddyId: z.optional(z.string()),
    firstName: z.string(),
    shared: z.object({
      checkInDays: z.optional(z.number()),
      streak: z.optional(z.number()),
      goalsCompleted: z.optional(z.number()),
      sessions: z.optional(z.number()),
    }),
    encouragement: z.string(),
  }),
);
export type BoardEntry = z.infer<typeof boardEntry>;

/** A cheer the user received. */
export const receivedCheer = schema(() =>
  z.object({ fromFirstName: z.string(), cheerId: z.enum(CHEER_IDS), text: z.string(), at: z.string() }),
);

/** GET /api/buddies: the week's board (the user first), what they share, and the cheers of the last two weeks. */
export const boardResponse = schema(() =>
  z.object({
    success: z.boolean(),
    me: boardEntry,
    buddies: z.array(boardEntry),
    share: shareSettings,
    cheers: z.array(receivedCheer),
  }),
);
export type BoardResponse = z.infer<typeof boardResponse>;

export const acceptInviteResponse = schema(() =>
  z.object({ success: z.boolean(), buddy: z.object({ buddyId: z.string(), firstName: z.string(), since: z.string() }) }),
);

/** POST /api/buddies/{buddyId}/cheer: one of the fixed cheers. */
export const cheerBody = schema(() =>
  z.strictObject({ cheerId: z.enum(CHEER_IDS, { error: `cheerId must be one of ${CHEER_IDS.join(', ')}.` }) }),
);
