import * as z from 'zod/mini';
import { emailField } from './auth';
import { INVITE_TOKEN_PATTERN } from './buddies';
import { GOAL_ID_PATTERN } from './goals';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it (see shared/schemas/chat.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the guardian routes (/api/guardian). Request and link ids are time-sortable ids. */

const timeIdOf = (field: string) => z.string().check(z.regex(GOAL_ID_PATTERN, { error: `${field} is not a valid id.` }));

export const guardianInviteIdParams = schema(() => z.strictObject({ inviteId: timeIdOf('inviteId') }));
export const guardianLinkIdParams = schema(() => z.strictObject({ linkId: timeIdOf('linkId') }));
export const guardianTokenParams = schema(() =>
  z.strictObject({ token: z.string().check(z.regex(INVITE_TOKEN_PATTERN, { error: 'This link is not valid.' })) }),
);

/** POST /api/guardian/invites: the teen asks a guardian to confirm (again, or for the first time). */
export const createGuardianInviteBody = schema(() => z.strictObject({ email: emailField }));

/** A request the teen sent that no guardian has confirmed yet. */
export const guardianInvite = schema(() =>
  z.object({ inviteId: z.string(), email: z.string(), createdAt: z.string(), expiresAt: z.string() }),
);
export type GuardianInvite = z.infer<typeof guardianInvite>;

export const guardianInviteResponse = schema(() => z.object({ success: z.boolean(), invite: guardianInvite }));

/** GET /api/guardian/invite/{token}: what the guardian is asked, with nothing of the teen but the first name. */
export const guardianInvitePreviewResponse = schema(() =>
  z.object({ success: z.boolean(), invite: z.object({ teenFirstName: z.string(), expiresAt: z.string() }) }),
);

/** One linked person: a teen (seen by their guardian) or a guardian (seen by their teen), by first name. */
export const guardianLinkView = schema(() =>
  z.object({
    linkId: z.string(),
    firstName: z.string(),
    since: z.string(),
    /** The guardian gets the weekly e-mail of these counts (shown to both sides). */
    weeklyEmail: z.optional(z.boolean()),
  }),
);
export type GuardianLinkView = z.infer<typeof guardianLinkView>;

export const acceptGuardianInviteResponse = schema(() => z.object({ success: z.boolean(), teen: guardianLinkView }));

/** GET /api/guardian/links: as a guardian, my teens; as a teen, my guardians and the requests waiting. */
export const guardianLinksResponse = schema(() =>
  z.object({
    success: z.boolean(),
    teens: z.array(guardianLinkView),
    guardians: z.array(guardianLinkView),
    invites: z.array(guardianInvite),
  }),
);
export type GuardianLinks = Omit<z.infer<typeof guardianLinksResponse>, 'success'>;

/** The ISO week asked of GET /api/guardian/teens/{linkId}/week (`?week=`): this week when left out. */
export const GUARDIAN_WEEK_PATTERN = /^\d{4}-W\d{2}$/;

/**
 * GET /api/guardian/teens/{linkId}/week: a linked teen's week as counts only, the same numbers for
 * the guardian and the teen. `minutesChatting` is whole minutes with the coach, from the times of
 * the teen's messages alone; `days` are the week's seven dates, Monday first, each with whether the
 * day's check-in was done; never a mood, a note or any word.
 */
export const guardianWeekResponse = schema(() =>
  z.object({
    success: z.boolean(),
    week: z.object({
      week: z.string(),
      sessionsStarted: z.number(),
      minutesChatting: z.number(),
      days: z.array(z.object({ date: z.string(), checkedIn: z.boolean() })),
    }),
  }),
);
export type GuardianWeek = z.infer<typeof guardianWeekResponse>['week'];
