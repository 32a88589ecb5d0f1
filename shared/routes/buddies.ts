import { resultResponse } from '../schemas/auth';
import {
  acceptInviteResponse,
  boardResponse,
  buddyIdParams,
  cheerBody,
  createInviteBody,
  createInviteResponse,
  declineInviteBody,
  inviteIdParams,
  invitePreviewResponse,
  inviteTokenParams,
  sentInvitesResponse,
  shareBody,
  shareResponse,
} from '../schemas/buddies';
import { DAY, HOUR, noParams, perClient as definePerClient, perUser as definePerUser, route as defineRoute } from './define';

/**
 * The buddies area's routes (shared/areas.ts): accountability buddies: invitations, the weekly
 * board, what each shares, and cheers. Every export is a route and nothing else is exported:
 * shared/routes/index.ts gathers this file with the other areas', and the stack deploys the area in
 * a nested stack of its own. `name` repeats the export name and `area` names this file (unit tests
 * check both). Paths are the spec's (section 7), exactly.
 *
 * A handler imports its route from this file, never the index, and esbuild keeps only that route.
 * Inside a route use only literals, constants, schemas and calls of the helpers below, which are
 * marked free of side effects in this file, where esbuild sees the mark (shared/routes/define.ts);
 * hoist anything else to a constant above the routes.
 */

/* @__NO_SIDE_EFFECTS__ */
const route: typeof defineRoute = (def) => defineRoute(def);
/* @__NO_SIDE_EFFECTS__ */
const perUser: typeof definePerUser = (limit, windowSeconds) => definePerUser(limit, windowSeconds);
/* @__NO_SIDE_EFFECTS__ */
const perClient: typeof definePerClient = (limit, windowSeconds) => definePerClient(limit, windowSeconds);

/**
 * Accountability buddies, on every plan. Nothing is shared before an invitation is
 * accepted, and then only the items each person turns on; another user's buddy or invitation id
 * reads as an unknown one (404). No route finds a user by name or address: an invitation reaches
 * a person only through its link.
 *
 * Inviting has no limits in this table: they are counted per mailbox, with the real wait in the
 * refusal (functions/domain/buddies/invite-limits.ts). The unsubscribe key signs the link in
 * every invitation e-mail that stops buddy e-mails to its address.
 */
export const createBuddyInvite = route({
  name: 'createBuddyInvite',
  area: 'buddies',
  method: 'POST',
  path: '/api/buddies/invites',
  handler: 'entry/api/buddies/create-invite',
  auth: 'required',
  params: noParams,
  body: createInviteBody,
  response: createInviteResponse,
  access: { table: 'readwrite', mail: true, unsubscribeKey: true },
});

export const listBuddyInvites = route({
  name: 'listBuddyInvites',
  area: 'buddies',
  method: 'GET',
  path: '/api/buddies/invites',
  handler: 'entry/api/buddies/list-invites',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: sentInvitesResponse,
  access: { table: 'read' },
});

/** Takes an unanswered invitation back: its link stops working. */
export const cancelBuddyInvite = route({
  name: 'cancelBuddyInvite',
  area: 'buddies',
  method: 'DELETE',
  path: '/api/buddies/invites/{inviteId}',
  handler: 'entry/api/buddies/cancel-invite',
  auth: 'required',
  params: inviteIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/**
 * What the invitee is asked: who invites them. 404 for a link that expired, was answered or never
 * was. Readable signed out, so the link says who sent it before the invitee signs in or up: the
 * answer holds the inviter's first name and the link's expiry, nothing more, and is counted per
 * client address (generous: a school shares one). Answering still needs a session.
 */
export const readBuddyInvite = route({
  name: 'readBuddyInvite',
  area: 'buddies',
  method: 'GET',
  path: '/api/buddies/invite/{token}',
  handler: 'entry/api/buddies/read-invite',
  auth: 'optional',
  params: inviteTokenParams,
  body: undefined,
  response: invitePreviewResponse,
  access: { table: 'read' },
  rateLimit: [perClient(120, HOUR)],
});

/** 409 when either side already has five buddies; the same refusal, saying nothing more, for a link that cannot be accepted. */
export const acceptBuddyInvite = route({
  name: 'acceptBuddyInvite',
  area: 'buddies',
  method: 'POST',
  path: '/api/buddies/invite/{token}/accept',
  handler: 'entry/api/buddies/accept-invite',
  auth: 'required',
  params: inviteTokenParams,
  body: undefined,
  response: acceptInviteResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(30, HOUR)],
});

export const declineBuddyInvite = route({
  name: 'declineBuddyInvite',
  area: 'buddies',
  method: 'POST',
  path: '/api/buddies/invite/{token}/decline',
  handler: 'entry/api/buddies/decline-invite',
  auth: 'required',
  params: inviteTokenParams,
  body: declineInviteBody,
  response: resultResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(30, HOUR)],
});

/** The week's board: the user and each buddy, with only what each shares, and a kind word for each. */
export const getBuddyBoard = route({
  name: 'getBuddyBoard',
  area: 'buddies',
  method: 'GET',
  path: '/api/buddies',
  handler: 'entry/api/buddies/get-board',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: boardResponse,
  access: { table: 'read' },
});

export const updateBuddyShare = route({
  name: 'updateBuddyShare',
  area: 'buddies',
  method: 'PUT',
  path: '/api/buddies/share',
  handler: 'entry/api/buddies/update-share',
  auth: 'required',
  params: noParams,
  body: shareBody,
  response: shareResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(120, HOUR)],
});

/** Ends the link on both sides, silently: the other person just no longer sees them. */
export const removeBuddy = route({
  name: 'removeBuddy',
  area: 'buddies',
  method: 'DELETE',
  path: '/api/buddies/{buddyId}',
  handler: 'entry/api/buddies/remove-buddy',
  auth: 'required',
  params: buddyIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/** Removes the buddy and refuses any further invitation from them. */
export const blockBuddy = route({
  name: 'blockBuddy',
  area: 'buddies',
  method: 'POST',
  path: '/api/buddies/{buddyId}/block',
  handler: 'entry/api/buddies/block-buddy',
  auth: 'required',
  params: buddyIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/** One of the fixed cheers, at most one a day to each buddy. */
export const cheerBuddy = route({
  name: 'cheerBuddy',
  area: 'buddies',
  method: 'POST',
  path: '/api/buddies/{buddyId}/cheer',
  handler: 'entry/api/buddies/cheer-buddy',
  auth: 'required',
  params: buddyIdParams,
  body: cheerBody,
  response: resultResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(30, DAY)],
});
