import { resultResponse } from '../schemas/auth';
import {
  acceptGuardianInviteResponse,
  createGuardianInviteBody,
  guardianInviteIdParams,
  guardianInvitePreviewResponse,
  guardianInviteResponse,
  guardianLinkIdParams,
  guardianLinksResponse,
  guardianTokenParams,
  guardianWeekResponse,
} from '../schemas/guardian';
import { guardianNoticesResponse } from '../schemas/guardian-notices';
import { HOUR, noParams, perClient as definePerClient, perUser as definePerUser, route as defineRoute } from './define';

/**
 * The guardian area's routes (shared/areas.ts): a guardian's consent for a teen's account
 * (SAFETY.md 8 and 16). Every export is a route and nothing else is exported (see
 * shared/routes/buddies.ts for how these files are read). A guardian is a role on any adult
 * account; another user's request or link id reads as an unknown one (404), and nothing here
 * shows a teen's words: a guardian sees their teen's first name, and the teen sees everything a
 * guardian sees.
 *
 * Asking a guardian is counted per mailbox with the buddy invitations' limits
 * (functions/domain/buddies/invite-limits.ts), the real wait in the refusal.
 */

/* @__NO_SIDE_EFFECTS__ */
const route: typeof defineRoute = (def) => defineRoute(def);
/* @__NO_SIDE_EFFECTS__ */
const perUser: typeof definePerUser = (limit, windowSeconds) => definePerUser(limit, windowSeconds);
/* @__NO_SIDE_EFFECTS__ */
const perClient: typeof definePerClient = (limit, windowSeconds) => definePerClient(limit, windowSeconds);

/** The teen asks a guardian to confirm: the guardian gets the fixed e-mail with the link. */
export const createGuardianInvite = route({
  name: 'createGuardianInvite',
  area: 'guardian',
  method: 'POST',
  path: '/api/guardian/invites',
  handler: 'entry/api/guardian/create-invite',
  auth: 'required',
  params: noParams,
  body: createGuardianInviteBody,
  response: guardianInviteResponse,
  access: { table: 'readwrite', mail: true },
});

/** Sends a waiting request's e-mail again, with a new link (the old one stops working). */
export const resendGuardianInvite = route({
  name: 'resendGuardianInvite',
  area: 'guardian',
  method: 'POST',
  path: '/api/guardian/invites/{inviteId}/resend',
  handler: 'entry/api/guardian/resend-invite',
  auth: 'required',
  params: guardianInviteIdParams,
  body: undefined,
  response: guardianInviteResponse,
  access: { table: 'readwrite', mail: true },
});

/** Takes a waiting request back: its link stops working. */
export const cancelGuardianInvite = route({
  name: 'cancelGuardianInvite',
  area: 'guardian',
  method: 'DELETE',
  path: '/api/guardian/invites/{inviteId}',
  handler: 'entry/api/guardian/cancel-invite',
  auth: 'required',
  params: guardianInviteIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/**
 * What the guardian is asked: which teen (first name only) and until when. Readable signed out,
 * so the link explains itself before the guardian signs in or up; counted per client address.
 */
export const readGuardianInvite = route({
  name: 'readGuardianInvite',
  area: 'guardian',
  method: 'GET',
  path: '/api/guardian/invite/{token}',
  handler: 'entry/api/guardian/read-invite',
  auth: 'optional',
  params: guardianTokenParams,
  body: undefined,
  response: guardianInvitePreviewResponse,
  access: { table: 'read' },
  rateLimit: [perClient(120, HOUR)],
});

/** The signed-in guardian confirms: 409 when the teen has two guardians, or for any rule the link breaks. */
export const acceptGuardianInvite = route({
  name: 'acceptGuardianInvite',
  area: 'guardian',
  method: 'POST',
  path: '/api/guardian/invite/{token}/accept',
  handler: 'entry/api/guardian/accept-invite',
  auth: 'required',
  params: guardianTokenParams,
  body: undefined,
  response: acceptGuardianInviteResponse,
  access: { table: 'readwrite', mail: true },
  rateLimit: [perUser(30, HOUR)],
});

/** As a guardian, my teens; as a teen, my guardians and the requests waiting. */
export const listGuardianLinks = route({
  name: 'listGuardianLinks',
  area: 'guardian',
  method: 'GET',
  path: '/api/guardian/links',
  handler: 'entry/api/guardian/list-links',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: guardianLinksResponse,
  access: { table: 'read' },
});

/** Either side ends the link; the other side gets an e-mail saying so. */
export const endGuardianLink = route({
  name: 'endGuardianLink',
  area: 'guardian',
  method: 'DELETE',
  path: '/api/guardian/links/{linkId}',
  handler: 'entry/api/guardian/end-link',
  auth: 'required',
  params: guardianLinkIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite', mail: true },
});

/**
 * A linked teen's week, counts only (`?week=YYYY-Www`, this week when left out): sessions started
 * and whether each day's check-in was done. Either side of the link reads it, so the teen sees
 * exactly what the guardian sees; any other id is an unknown one (404).
 */
export const getGuardianTeenWeek = route({
  name: 'getGuardianTeenWeek',
  area: 'guardian',
  method: 'GET',
  path: '/api/guardian/teens/{linkId}/week',
  handler: 'entry/api/guardian/teen-week',
  auth: 'required',
  params: guardianLinkIdParams,
  body: undefined,
  response: guardianWeekResponse,
  access: { table: 'read' },
});

/*
 * The distress notice (docs/safety.md "A notice to a guardian"): whether a guardian gets these
 * e-mails and the days one went, read by either side; only the guardian may stop them.
 */

/** Whether this link's guardian gets distress notices, and the days one was sent; either side reads it. */
export const getGuardianNotices = route({
  name: 'getGuardianNotices',
  area: 'guardian',
  method: 'GET',
  path: '/api/guardian/teens/{linkId}/notices',
  handler: 'entry/api/guardian/notices',
  auth: 'required',
  params: guardianLinkIdParams,
  body: undefined,
  response: guardianNoticesResponse,
  access: { table: 'read' },
});

/** The guardian stops the distress notices about this teen (the teen sees it); the teen's side cannot. */
export const stopGuardianNotices = route({
  name: 'stopGuardianNotices',
  area: 'guardian',
  method: 'POST',
  path: '/api/guardian/teens/{linkId}/notices/stop',
  handler: 'entry/api/guardian/stop-notices',
  auth: 'required',
  params: guardianLinkIdParams,
  body: undefined,
  response: guardianNoticesResponse,
  access: { table: 'readwrite' },
});
