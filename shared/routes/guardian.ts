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
import { guardianCheckoutBody, guardianTeenPlanResponse } from '../schemas/guardian-premium';
import { redirectResponse } from '../schemas/payment';
import { guardianControlsBody, guardianControlsResponse } from '../schemas/guardian-controls';
import { guardianWeeklyEmailBody, guardianWeeklyEmailResponse } from '../schemas/guardian-weekly';
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
 * Premium on a teen's account (shared/guardian-premium.ts): the teen's plan, read by either side,
 * and the guardian's checkout for the teen's account.
 */

/** The linked teen's plan, Basic or Premium, for either side of the link (the teen sees what the guardian sees). */
export const getGuardianTeenPlan = route({
  name: 'getGuardianTeenPlan',
  area: 'guardian',
  method: 'GET',
  path: '/api/guardian/teens/{linkId}/plan',
  handler: 'entry/api/guardian/teen-plan',
  auth: 'required',
  params: guardianLinkIdParams,
  body: undefined,
  response: guardianTeenPlanResponse,
  access: { table: 'read' },
});

/**
 * The guardian opens Stripe's checkout for the teen's account: the teen's customer, the teen's
 * one trial, the subscription the teen's. Guardian side only (the teen's side is refused, 403).
 */
export const createGuardianTeenCheckout = route({
  name: 'createGuardianTeenCheckout',
  area: 'guardian',
  method: 'POST',
  path: '/api/guardian/teens/{linkId}/checkout',
  handler: 'entry/api/guardian/teen-checkout',
  auth: 'required',
  params: guardianLinkIdParams,
  body: guardianCheckoutBody,
  response: redirectResponse,
  access: { table: 'readwrite', payments: true, trialKey: true },
  rateLimit: [perUser(20, HOUR)],
});

/**
 * A guardian's controls for a teen (shared/guardian-controls.ts): one set per teen, read by both
 * sides of a link, changed by a guardian only.
 */

/** The teen's controls: the same answer for either side of the link; any other id is an unknown one (404). */
export const getGuardianControls = route({
  name: 'getGuardianControls',
  area: 'guardian',
  method: 'GET',
  path: '/api/guardian/teens/{linkId}/controls',
  handler: 'entry/api/guardian/get-controls',
  auth: 'required',
  params: guardianLinkIdParams,
  body: undefined,
  response: guardianControlsResponse,
  access: { table: 'read' },
});

/** A linked guardian sets the teen's controls (all of them); 403 from the teen's side, 404 for any other id. */
export const setGuardianControls = route({
  name: 'setGuardianControls',
  area: 'guardian',
  method: 'PUT',
  path: '/api/guardian/teens/{linkId}/controls',
  handler: 'entry/api/guardian/set-controls',
  auth: 'required',
  params: guardianLinkIdParams,
  body: guardianControlsBody,
  response: guardianControlsResponse,
  access: { table: 'readwrite' },
});

/* The guardian's weekly e-mail and a teen's turning 18 (functions/domain/guardian/weekly-email.ts, adulthood.ts). */

/**
 * The guardian turns the weekly e-mail of one teen's counts on or off (off until then). Only the
 * guardian's side of a link: the teen's own link id, like any other, is an unknown one (404).
 */
export const setGuardianWeeklyEmail = route({
  name: 'setGuardianWeeklyEmail',
  area: 'guardian',
  method: 'PUT',
  path: '/api/guardian/teens/{linkId}/weekly-email',
  handler: 'entry/api/guardian/set-weekly-email',
  auth: 'required',
  params: guardianLinkIdParams,
  body: guardianWeeklyEmailBody,
  response: guardianWeeklyEmailResponse,
  access: { table: 'readwrite' },
});

/**
 * The teen confirms "I'm 18 now": every guardian link ends (each guardian told), the account
 * becomes an adult's, and buddy links with minors end (SAFETY.md 16). 409 for an adult's account.
 */
export const confirmAdulthood = route({
  name: 'confirmAdulthood',
  area: 'guardian',
  method: 'POST',
  path: '/api/guardian/adulthood',
  handler: 'entry/api/guardian/confirm-adulthood',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite', mail: true },
  rateLimit: [perUser(10, HOUR)],
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
