import * as z from 'zod/mini';
import { messages } from '../messages';
import {
  changePasswordBody,
  customTokenBody,
  customTokenResponse,
  forgotPasswordBody,
  googleSignupBody,
  loginBody,
  resendVerificationBody,
  resetPasswordBody,
  resultResponse,
  signupBody,
  verifyEmailBody,
} from '../schemas/auth';
import {
  allChatsResponse,
  chatIdParams,
  chatResponse,
  newChatParams,
  newChatResponse,
  replyResponse,
  temporaryMessageBody,
  textBody,
  titleResponse,
} from '../schemas/chat';
import {
  ageConfirmationBody,
  dataExport,
  disclosureSeenResponse,
  safetyPlan,
  safetyPlanResponse,
  linkGoogleBody,
  linkGoogleResponse,
  loggedInResponse,
  updatePreferencesBody,
  updatePreferencesResponse,
  userDetails,
  webConfigResponse,
} from '../schemas/user';
import {
  choosePlanBody,
  choosePlanResponse,
  priceIdParams,
  redirectResponse,
  stripeStatusResponse,
  webhookResponse,
} from '../schemas/payment';
import { audioBytes, speakBody, transcriptionResponse } from '../schemas/voice';
import { stopReplyBody, stopReplyResponse, streamEvent, streamReplyBody } from '../schemas/chat-stream';
import { searchBody, searchResponse } from '../schemas/search';
import { checkInParams, checkInResponse, insightsResponse, sessionReportResponse } from '../schemas/insights';
import { createGoalBody, goalIdParams, goalResponse, goalsResponse, goalSuggestionResponse, updateGoalBody } from '../schemas/goals';
import { checkInBody, checkInDateParams, dailyCheckInResponse, progressResponse, who5Body, who5Response } from '../schemas/check-ins';
import { memoriesResponse, memoryBody, memoryIdParams, memoryResponse } from '../schemas/memory';
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
import { MAX_AUDIO_BYTES } from '../voice';
import type { AuthMode, RateRule, RouteDef } from './route-def';

/**
 * The one table of API routes: every export of this module is a route, and nothing else is
 * exported, so that shared/routes.ts can take the whole module as the table. The CDK stack, the
 * local API server and the typed web client are all generated from it; nothing else lists routes.
 * Paths are the spec's (section 7), exactly. `name` repeats the export name (a unit test checks).
 *
 * A handler imports this module, never shared/routes.ts, and esbuild keeps only the route it uses
 * and that route's schemas (shared/schemas/ wraps each schema to that end). Keep it so: inside a
 * route, use only literals, constants, schemas and calls of `route` and the rate helpers below,
 * which are marked free of side effects. Hoist anything else to a constant above the routes (a
 * property read such as `messages.chat.tooFast`, arithmetic such as `15 * MINUTE`): esbuild
 * cannot prove it free of side effects and would keep that route in every handler's bundle.
 * test/infra/bundling.test.ts fails when a handler's bundle holds another route.
 */

/** Checks a route against RouteDef while keeping its schemas' own types, for the typed client. */
/* @__NO_SIDE_EFFECTS__ */
function route<P extends z.ZodMiniType, B extends z.ZodMiniType | undefined, R extends z.ZodMiniType, A extends AuthMode>(
  def: RouteDef<P, B, R, A>,
): RouteDef<P, B, R, A> {
  return def;
}

const noParams = /* @__PURE__ */ z.strictObject({});

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Per client address the hard limits are generous: a school or a mobile carrier puts many people
 * behind one address. Per e-mail (what guessing and spamming target) a few attempts are allowed,
 * then the bot check is asked for (challengeAfter), never a refusal the owner cannot get past.
 */
/* @__NO_SIDE_EFFECTS__ */
function perClient(limit: number, windowSeconds: number): RateRule {
  return { by: 'client', limit, windowSeconds };
}
/**
 * Over this limit the caller passes the bot check instead of being refused: an attacker who fills
 * an e-mail's window cannot lock its owner out, and each further guess costs them a solved check.
 */
/* @__NO_SIDE_EFFECTS__ */
function challengeAfter(by: 'email' | 'client', limit: number, windowSeconds: number): RateRule {
  return { by, limit, windowSeconds, over: 'challenge' };
}
/* @__NO_SIDE_EFFECTS__ */
function perUser(limit: number, windowSeconds: number): RateRule {
  return { by: 'user', limit, windowSeconds };
}

/**
 * Each reply costs a model call: a person typing fast sends a few a minute, a script sends
 * hundreds. The daily cap is far above any real conversation and bounds what a stolen session costs.
 */
const coachLimits = [perUser(12, MINUTE), perUser(600, DAY)];
const chatTooFast = messages.chat.tooFast;

export const register = route({
  name: 'register',
  method: 'POST',
  path: '/api/auth/',
  handler: 'auth/register',
  auth: 'none',
  params: noParams,
  body: signupBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, mail: true },
  rateLimit: [challengeAfter('email', 3, HOUR), challengeAfter('client', 10, HOUR), perClient(200, HOUR)],
});

export const login = route({
  name: 'login',
  method: 'POST',
  path: '/api/auth/login',
  handler: 'auth/login',
  auth: 'none',
  params: noParams,
  body: loginBody,
  response: resultResponse,
  access: { table: 'session', identityAdmin: true, identityKey: true },
  rateLimit: [challengeAfter('email', 5, QUARTER_HOUR), challengeAfter('client', 20, QUARTER_HOUR), perClient(300, QUARTER_HOUR)],
});

/**
 * The spec's logout is a GET, kept for its callers; it changes state all the same, so another
 * site's link or image cannot sign a person out (crossSite: 'guard'). The web app posts.
 */
export const logout = route({
  name: 'logout',
  method: 'GET',
  path: '/api/auth/logout',
  handler: 'auth/logout',
  auth: 'optional',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'session' },
  crossSite: 'guard',
});

export const logoutPost = route({
  name: 'logoutPost',
  method: 'POST',
  path: '/api/auth/logout',
  handler: 'auth/logout-post',
  auth: 'optional',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'session' },
});

export const refreshSession = route({
  name: 'refreshSession',
  method: 'POST',
  path: '/api/auth/refresh',
  handler: 'auth/refresh',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'session', identityAdmin: true, identityKey: true },
});

export const resendVerification = route({
  name: 'resendVerification',
  method: 'POST',
  path: '/api/auth/resend-verification',
  handler: 'auth/resend-verification',
  auth: 'none',
  params: noParams,
  body: resendVerificationBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, mail: true, identityKey: true },
  rateLimit: [challengeAfter('email', 3, HOUR), challengeAfter('client', 10, HOUR), perClient(200, HOUR)],
});

export const verifyEmail = route({
  name: 'verifyEmail',
  method: 'POST',
  path: '/api/auth/verify-email',
  handler: 'auth/verify-email',
  auth: 'none',
  params: noParams,
  body: verifyEmailBody,
  response: resultResponse,
  access: { identityKey: true },
});

export const loggedIn = route({
  name: 'loggedIn',
  method: 'GET',
  path: '/api/user/loggedIn',
  handler: 'user/logged-in',
  auth: 'optional',
  params: noParams,
  body: undefined,
  response: loggedInResponse,
  access: {},
});

export const getUser = route({
  name: 'getUser',
  method: 'GET',
  path: '/api/user/',
  handler: 'user/get-user',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: userDetails,
  access: { table: 'read' },
});

export const googleSignup = route({
  name: 'googleSignup',
  method: 'POST',
  path: '/api/auth/googleSignup',
  handler: 'auth/google-signup',
  auth: 'none',
  params: noParams,
  body: googleSignupBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, identityKey: true },
  rateLimit: [perClient(100, QUARTER_HOUR)],
});

export const forgotPassword = route({
  name: 'forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  handler: 'auth/forgot-password',
  auth: 'none',
  params: noParams,
  body: forgotPasswordBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, mail: true },
  rateLimit: [challengeAfter('email', 3, HOUR), challengeAfter('client', 10, HOUR), perClient(200, HOUR)],
});

export const resetPassword = route({
  name: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  handler: 'auth/reset-password',
  auth: 'none',
  params: noParams,
  body: resetPasswordBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, identityKey: true },
  rateLimit: [perClient(50, HOUR)],
});

export const customToken = route({
  name: 'customToken',
  method: 'POST',
  path: '/api/auth/custom-token',
  handler: 'auth/custom-token',
  auth: 'required',
  params: noParams,
  body: customTokenBody,
  response: customTokenResponse,
  access: { table: 'read', identityAdmin: true, identityKey: true },
  // As for Change Password: a thief with a session cannot guess the password at speed.
  rateLimit: [perUser(10, QUARTER_HOUR)],
});

export const webConfig = route({
  name: 'webConfig',
  method: 'GET',
  path: '/api/config',
  handler: 'config/web-config',
  auth: 'none',
  params: noParams,
  body: undefined,
  response: webConfigResponse,
  access: {},
});

export const updatePreferences = route({
  name: 'updatePreferences',
  method: 'PUT',
  path: '/api/user/',
  handler: 'user/update-preferences',
  auth: 'required',
  params: noParams,
  body: updatePreferencesBody,
  response: updatePreferencesResponse,
  access: { table: 'readwrite' },
});

export const deleteUser = route({
  name: 'deleteUser',
  method: 'DELETE',
  path: '/api/user/',
  handler: 'user/delete-user',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, payments: true },
});

export const changePassword = route({
  name: 'changePassword',
  method: 'PUT',
  path: '/api/user/change-password',
  handler: 'user/change-password',
  auth: 'required',
  params: noParams,
  body: changePasswordBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, identityKey: true },
  rateLimit: [perUser(10, QUARTER_HOUR)],
});

export const linkGoogle = route({
  name: 'linkGoogle',
  method: 'PUT',
  path: '/api/user/link-google',
  handler: 'user/link-google',
  auth: 'required',
  params: noParams,
  body: linkGoogleBody,
  response: linkGoogleResponse,
  access: { table: 'readwrite', identityAdmin: true },
});

export const newChat = route({
  name: 'newChat',
  method: 'PUT',
  path: '/api/bot/new-chat/{chatGoal}/{chatStyle}',
  handler: 'bot/new-chat',
  auth: 'required',
  params: newChatParams,
  body: undefined,
  response: newChatResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

export const getAllChats = route({
  name: 'getAllChats',
  method: 'GET',
  path: '/api/bot/get-all-chats',
  handler: 'bot/get-all-chats',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: allChatsResponse,
  access: { table: 'read' },
});

export const getChat = route({
  name: 'getChat',
  method: 'GET',
  path: '/api/bot/chat/{chatId}',
  handler: 'bot/get-chat',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: chatResponse,
  access: { table: 'read' },
});

export const sendMessage = route({
  name: 'sendMessage',
  method: 'POST',
  path: '/api/bot/chat/{chatId}',
  handler: 'bot/send-message',
  auth: 'required',
  params: chatIdParams,
  body: textBody,
  response: replyResponse,
  access: { table: 'readwrite', coach: true },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
});

/**
 * Replaces the last reply with a new one (the Regenerate button), or answers a last user message
 * that has none yet (retry after the coach failed). Not in the spec's table: its client re-sent
 * the text, which would store the user's message twice.
 */
export const regenerateReply = route({
  name: 'regenerateReply',
  method: 'POST',
  path: '/api/bot/chat/{chatId}/regenerate',
  handler: 'bot/regenerate-reply',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: replyResponse,
  access: { table: 'readwrite', coach: true },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
});

/**
 * Issue 23: the coach's reply, streamed as it is written and screened sentence by sentence;
 * also edits the last message and continues a reply that was cut off. The JSON routes above
 * answer the same way, whole, for clients that do not stream.
 */
export const streamReply = route({
  name: 'streamReply',
  method: 'POST',
  path: '/api/bot/chat/{chatId}/stream',
  handler: 'bot/stream-reply',
  auth: 'required',
  params: chatIdParams,
  body: streamReplyBody,
  response: streamEvent,
  access: { table: 'readwrite', coach: true },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
  streaming: true,
});

/** Stop: the streaming function checks for this between words and cancels the model's call. */
export const stopReply = route({
  name: 'stopReply',
  method: 'POST',
  path: '/api/bot/chat/{chatId}/stop',
  handler: 'bot/stop-reply',
  auth: 'required',
  params: chatIdParams,
  body: stopReplyBody,
  response: stopReplyResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, MINUTE)],
});

/** Searches the titles and messages of the user's own sessions (issue 23). */
export const searchChats = route({
  name: 'searchChats',
  method: 'POST',
  path: '/api/bot/search',
  handler: 'bot/search-chats',
  auth: 'required',
  params: noParams,
  body: searchBody,
  response: searchResponse,
  access: { table: 'read' },
  rateLimit: [perUser(60, MINUTE)],
});

export const deleteChat = route({
  name: 'deleteChat',
  method: 'DELETE',
  path: '/api/bot/{chatId}',
  handler: 'bot/delete-chat',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

export const setTitle = route({
  name: 'setTitle',
  method: 'POST',
  path: '/api/bot/title/{chatId}',
  handler: 'bot/set-title',
  auth: 'required',
  params: chatIdParams,
  body: textBody,
  response: titleResponse,
  access: { table: 'readwrite' },
});

export const getTitle = route({
  name: 'getTitle',
  method: 'GET',
  path: '/api/bot/title/{chatId}',
  handler: 'bot/get-title',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: titleResponse,
  access: { table: 'read' },
});

/** Tier (c) opens a crisis screen that stays, across reloads, until the user acknowledges it. */
export const acknowledgeCrisis = route({
  name: 'acknowledgeCrisis',
  method: 'POST',
  path: '/api/bot/crisis-ack/{chatId}',
  handler: 'bot/acknowledge-crisis',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

export const setAgeConfirmation = route({
  name: 'setAgeConfirmation',
  method: 'PUT',
  path: '/api/user/age-confirmation',
  handler: 'user/set-age-confirmation',
  auth: 'required',
  params: noParams,
  body: ageConfirmationBody,
  response: resultResponse,
  access: { table: 'readwrite' },
});

export const disclosureSeen = route({
  name: 'disclosureSeen',
  method: 'POST',
  path: '/api/user/disclosure-seen',
  handler: 'user/disclosure-seen',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: disclosureSeenResponse,
  access: { table: 'readwrite' },
});

export const getSafetyPlan = route({
  name: 'getSafetyPlan',
  method: 'GET',
  path: '/api/user/safety-plan',
  handler: 'user/get-safety-plan',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: safetyPlanResponse,
  access: { table: 'read' },
});

export const saveSafetyPlan = route({
  name: 'saveSafetyPlan',
  method: 'PUT',
  path: '/api/user/safety-plan',
  handler: 'user/save-safety-plan',
  auth: 'required',
  params: noParams,
  body: safetyPlan,
  response: safetyPlanResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** SAFETY.md 12: the user downloads everything their account holds (Settings > Data Controls). */
export const exportData = route({
  name: 'exportData',
  method: 'GET',
  path: '/api/user/export',
  handler: 'user/export-data',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: dataExport,
  access: { table: 'read' },
  rateLimit: [perUser(10, HOUR)],
});

/**
 * Issue 6, plans and payments (spec sections 2, 4, 6, 7, 9). The plan and the subscription's state
 * are stored on the profile; Stripe is the source of truth for subscriptions, read back on each
 * webhook event.
 */

/** The spec's status call: data.currentPlan and data.status; 400 (code NO_PLAN) before any plan is chosen. */
export const stripeStatus = route({
  name: 'stripeStatus',
  method: 'GET',
  path: '/api/user/stripe-status',
  handler: 'payment/stripe-status',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: stripeStatusResponse,
  access: { table: 'read' },
});

/**
 * Choosing Basic: no payment, kept server-side so it follows the user. Not in the spec's table (its
 * client kept the choice locally). 409 while a Premium subscription is live: cancel it first.
 */
export const choosePlan = route({
  name: 'choosePlan',
  method: 'PUT',
  path: '/api/user/plan',
  handler: 'payment/choose-plan',
  auth: 'required',
  params: noParams,
  body: choosePlanBody,
  response: choosePlanResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(30, HOUR)],
});

/** A Stripe Checkout session in subscription mode for the caller's own customer; returns its url. */
export const createSubscription = route({
  name: 'createSubscription',
  method: 'POST',
  path: '/api/payment/create-subscription/{priceId}',
  handler: 'payment/create-subscription',
  auth: 'required',
  params: priceIdParams,
  body: undefined,
  response: redirectResponse,
  access: { table: 'readwrite', payments: true },
  rateLimit: [perUser(20, HOUR)],
});

/** A Billing Portal session for the caller's own customer (Premium only; others get 409 NO_SUBSCRIPTION). */
export const manageSubscription = route({
  name: 'manageSubscription',
  method: 'GET',
  path: '/api/payment/manage-subscription',
  handler: 'payment/manage-subscription',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: redirectResponse,
  access: { table: 'read', payments: true },
  rateLimit: [perUser(30, HOUR)],
});

/**
 * Stripe's webhook: public, not a browser (no cross-site guard), signature verified on the raw
 * body; each event applied once. Any failure answers non-2xx so Stripe retries.
 */
export const stripeWebhook = route({
  name: 'stripeWebhook',
  method: 'POST',
  path: '/api/payment/webhook',
  handler: 'payment/webhook',
  auth: 'none',
  params: noParams,
  body: undefined,
  response: webhookResponse,
  access: { table: 'readwrite', payments: true, mail: true },
  crossSite: 'allow',
  rawBody: true,
});

/**
 * Issue 8, voice (Premium only, checked from the stored plan). Each call costs an OpenAI call, so
 * both are limited per user; the daily caps are far above any spoken conversation and bound what
 * a stolen session costs. Nothing is stored by either route.
 */
const voiceTooFast = messages.voice.tooFast;
/** Room for the form's framing and its durationMs field beside a recording of the largest size. */
const UPLOAD_FRAMING_BYTES = 64 * 1024;
const TRANSCRIPTION_MAX_BYTES = MAX_AUDIO_BYTES + UPLOAD_FRAMING_BYTES;
const voiceTooLarge = messages.voice.tooLarge;
const voiceNotMultipart = messages.voice.notMultipart;

/**
 * Speech to text: a recording (multipart, file part `file`, optional `durationMs`; at most 5 MB
 * and 60 s) to its transcript. The transcript is not screened here: the web sends it as a chat
 * message, which passes the crisis screen there (SAFETY.md 1).
 */
export const transcribe = route({
  name: 'transcribe',
  method: 'POST',
  path: '/api/voice/transcription',
  handler: 'voice/transcribe',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: transcriptionResponse,
  access: { table: 'read', speech: true },
  rateLimit: [perUser(10, MINUTE), perUser(300, DAY)],
  rateLimitMessage: voiceTooFast,
  upload: { maxBytes: TRANSCRIPTION_MAX_BYTES, tooLargeMessage: voiceTooLarge, notMultipartMessage: voiceNotMultipart },
});

/** Text to speech: a reply's text (at most 4,096 characters) spoken with tts-1, answered as audio/mpeg. */
export const speak = route({
  name: 'speak',
  method: 'POST',
  path: '/api/voice/speech',
  handler: 'voice/speak',
  auth: 'required',
  params: noParams,
  body: speakBody,
  response: audioBytes,
  access: { table: 'read', speech: true },
  rateLimit: [perUser(20, MINUTE), perUser(600, DAY)],
  rateLimitMessage: voiceTooFast,
  binaryResponse: 'audio/mpeg',
});

/**
 * One-click unsubscribe from the weekly summary e-mail (RFC 8058), without a session: the signed
 * token in the query says who. Mail providers POST `List-Unsubscribe=One-Click` form-encoded from
 * their own servers (hence no cross-site guard, and a raw body the handler does not need); the
 * /unsubscribe page posts the same. The limit is per client but generous, since a mail provider
 * posts for many people from few addresses; the token, not the limit, is the protection.
 */
export const unsubscribe = route({
  name: 'unsubscribe',
  method: 'POST',
  path: '/api/email/unsubscribe',
  handler: 'email/unsubscribe',
  auth: 'none',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite', unsubscribeKey: true },
  rateLimit: [perClient(300, QUARTER_HOUR)],
  crossSite: 'allow',
  rawBody: true,
});

/**
 * Issue 19, insights. Reports are made in the background (functions/jobs/), never on these
 * routes, which only read them. Basic gets the basic view; each session's report is Premium
 * (checked from the stored plan). Early detection's check-in comes on every plan (SAFETY.md).
 */
export const getInsights = route({
  name: 'getInsights',
  method: 'GET',
  path: '/api/insights',
  handler: 'insights/get-insights',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: insightsResponse,
  access: { table: 'read' },
});

export const getSessionReport = route({
  name: 'getSessionReport',
  method: 'GET',
  path: '/api/insights/reports/{chatId}',
  handler: 'insights/get-report',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: sessionReportResponse,
  access: { table: 'read' },
});

/** Deleting one's own data is never behind a plan. */
export const deleteSessionReport = route({
  name: 'deleteSessionReport',
  method: 'DELETE',
  path: '/api/insights/reports/{chatId}',
  handler: 'insights/delete-report',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

export const getCheckIn = route({
  name: 'getCheckIn',
  method: 'GET',
  path: '/api/insights/check-in',
  handler: 'insights/get-check-in',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: checkInResponse,
  access: { table: 'read' },
});

/** The user closed the card: it comes back only for a newer trigger. */
export const checkInSeen = route({
  name: 'checkInSeen',
  method: 'POST',
  path: '/api/insights/check-in/{checkInId}/seen',
  handler: 'insights/check-in-seen',
  auth: 'required',
  params: checkInParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/**
 * Issue 21, goals and check-ins, on every plan. Everything lives in the user's partition, so it
 * goes with the account and a goal id of another user reads as an unknown one (404). The limits
 * are far above what a person does in an hour and bound what a script with a session can write.
 */
export const listGoals = route({
  name: 'listGoals',
  method: 'GET',
  path: '/api/goals',
  handler: 'goals/list-goals',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: goalsResponse,
  access: { table: 'read' },
});

/** 409 when the user already has GOAL_LIMITS.active active goals. */
export const createGoal = route({
  name: 'createGoal',
  method: 'POST',
  path: '/api/goals',
  handler: 'goals/create-goal',
  auth: 'required',
  params: noParams,
  body: createGoalBody,
  response: goalResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** Changes the text, rhythm, target date or status; 409 when it would make one active goal too many. */
export const updateGoal = route({
  name: 'updateGoal',
  method: 'PUT',
  path: '/api/goals/{goalId}',
  handler: 'goals/update-goal',
  auth: 'required',
  params: goalIdParams,
  body: updateGoalBody,
  response: goalResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(120, HOUR)],
});

export const deleteGoal = route({
  name: 'deleteGoal',
  method: 'DELETE',
  path: '/api/goals/{goalId}',
  handler: 'goals/delete-goal',
  auth: 'required',
  params: goalIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/**
 * A goal the coach suggests from a chat at the end of a session; it saves nothing (the user adds
 * it through createGoal). `suggestion: null` when none fits; 404 for another user's chat. The
 * limit bounds the model calls a script with a session could make.
 */
export const suggestGoal = route({
  name: 'suggestGoal',
  method: 'POST',
  path: '/api/goals/suggestion/{chatId}',
  handler: 'goals/suggest-goal',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: goalSuggestionResponse,
  access: { table: 'read', goalSuggester: true },
  rateLimit: [perUser(30, HOUR)],
});

/** The streak (with grace days), the last 60 days of check-ins and the WHO-5 results. */
export const getProgress = route({
  name: 'getProgress',
  method: 'GET',
  path: '/api/check-ins',
  handler: 'check-ins/get-progress',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: progressResponse,
  access: { table: 'read' },
});

/** The day's check-in, keyed by the user's local date: a second one that day replaces the first. */
export const saveDailyCheckIn = route({
  name: 'saveDailyCheckIn',
  method: 'PUT',
  path: '/api/check-ins/{date}',
  handler: 'check-ins/save-check-in',
  auth: 'required',
  params: checkInDateParams,
  body: checkInBody,
  response: dailyCheckInResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** The weekly WHO-5, at most one per ISO week (409 for a second); `bringSafetyForward` when it is low. */
export const saveWho5 = route({
  name: 'saveWho5',
  method: 'POST',
  path: '/api/wellbeing/who5',
  handler: 'check-ins/save-who5',
  auth: 'required',
  params: noParams,
  body: who5Body,
  response: who5Response,
  access: { table: 'readwrite' },
  rateLimit: [perUser(20, HOUR)],
});

/**
 * Issue 21, temporary sessions: the chat item holds the choices and, if it comes to that, the
 * crisis flag (SAFETY.md 14: kept without content); no message is ever stored, the session is
 * never listed, reported or remembered. The usual chat routes answer 404 for it.
 */
export const newTemporaryChat = route({
  name: 'newTemporaryChat',
  method: 'PUT',
  path: '/api/bot/temporary-chat/{chatGoal}/{chatStyle}',
  handler: 'bot/new-temporary-chat',
  auth: 'required',
  params: newChatParams,
  body: undefined,
  response: newChatResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** Answers a message of a temporary session from the turns the browser sends; stores none of them. */
export const sendTemporaryMessage = route({
  name: 'sendTemporaryMessage',
  method: 'POST',
  path: '/api/bot/temporary-chat/{chatId}',
  handler: 'bot/send-temporary-message',
  auth: 'required',
  params: chatIdParams,
  body: temporaryMessageBody,
  response: replyResponse,
  access: { table: 'readwrite', coach: true },
  rateLimit: coachLimits,
  rateLimitMessage: chatTooFast,
});

/**
 * Issue 21, the coach's memory (Premium's "Personalized Chatbot"). Every note is shown to the user,
 * who may edit or delete it; reading and deleting work on every plan, adding is Premium's (403 on
 * Basic). Pausing memory is the `memory` preference of PUT /api/user/.
 */
export const listMemories = route({
  name: 'listMemories',
  method: 'GET',
  path: '/api/memories',
  handler: 'memories/list-memories',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: memoriesResponse,
  access: { table: 'read' },
});

/** A note the user adds; 409 once they have MEMORY_LIMITS.count notes. */
export const addMemory = route({
  name: 'addMemory',
  method: 'POST',
  path: '/api/memories',
  handler: 'memories/add-memory',
  auth: 'required',
  params: noParams,
  body: memoryBody,
  response: memoryResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** Rewrites a note in the user's words (it becomes theirs: the coach never replaces it). */
export const updateMemory = route({
  name: 'updateMemory',
  method: 'PUT',
  path: '/api/memories/{memoryId}',
  handler: 'memories/update-memory',
  auth: 'required',
  params: memoryIdParams,
  body: memoryBody,
  response: memoryResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(120, HOUR)],
});

export const deleteMemory = route({
  name: 'deleteMemory',
  method: 'DELETE',
  path: '/api/memories/{memoryId}',
  handler: 'memories/delete-memory',
  auth: 'required',
  params: memoryIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/** Forgets everything at once. */
export const deleteAllMemories = route({
  name: 'deleteAllMemories',
  method: 'DELETE',
  path: '/api/memories',
  handler: 'memories/delete-all-memories',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/**
 * Issue 22, accountability buddies, on every plan. Nothing is shared before an invitation is
 * accepted, and then only the items each person turns on; another user's buddy or invitation id
 * reads as an unknown one (404). No route finds a user by name or address: an invitation reaches
 * a person only through its link.
 */
export const createBuddyInvite = route({
  name: 'createBuddyInvite',
  method: 'POST',
  path: '/api/buddies/invites',
  handler: 'buddies/create-invite',
  auth: 'required',
  params: noParams,
  body: createInviteBody,
  response: createInviteResponse,
  access: { table: 'readwrite', mail: true },
  rateLimit: [perUser(10, DAY), { by: 'email', limit: 3, windowSeconds: DAY }],
});

export const listBuddyInvites = route({
  name: 'listBuddyInvites',
  method: 'GET',
  path: '/api/buddies/invites',
  handler: 'buddies/list-invites',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: sentInvitesResponse,
  access: { table: 'read' },
});

/** Takes an unanswered invitation back: its link stops working. */
export const cancelBuddyInvite = route({
  name: 'cancelBuddyInvite',
  method: 'DELETE',
  path: '/api/buddies/invites/{inviteId}',
  handler: 'buddies/cancel-invite',
  auth: 'required',
  params: inviteIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/** What the invitee is asked: who invites them. 404 for a link that expired, was answered or never was. */
export const readBuddyInvite = route({
  name: 'readBuddyInvite',
  method: 'GET',
  path: '/api/buddies/invite/{token}',
  handler: 'buddies/read-invite',
  auth: 'required',
  params: inviteTokenParams,
  body: undefined,
  response: invitePreviewResponse,
  access: { table: 'read' },
  rateLimit: [perUser(60, HOUR)],
});

/** 409 when either side already has five buddies; the same refusal, saying nothing more, for a link that cannot be accepted. */
export const acceptBuddyInvite = route({
  name: 'acceptBuddyInvite',
  method: 'POST',
  path: '/api/buddies/invite/{token}/accept',
  handler: 'buddies/accept-invite',
  auth: 'required',
  params: inviteTokenParams,
  body: undefined,
  response: acceptInviteResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(30, HOUR)],
});

export const declineBuddyInvite = route({
  name: 'declineBuddyInvite',
  method: 'POST',
  path: '/api/buddies/invite/{token}/decline',
  handler: 'buddies/decline-invite',
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
  method: 'GET',
  path: '/api/buddies',
  handler: 'buddies/get-board',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: boardResponse,
  access: { table: 'read' },
});

export const updateBuddyShare = route({
  name: 'updateBuddyShare',
  method: 'PUT',
  path: '/api/buddies/share',
  handler: 'buddies/update-share',
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
  method: 'DELETE',
  path: '/api/buddies/{buddyId}',
  handler: 'buddies/remove-buddy',
  auth: 'required',
  params: buddyIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/** Removes the buddy and refuses any further invitation from them. */
export const blockBuddy = route({
  name: 'blockBuddy',
  method: 'POST',
  path: '/api/buddies/{buddyId}/block',
  handler: 'buddies/block-buddy',
  auth: 'required',
  params: buddyIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/** One of the fixed cheers, at most one a day to each buddy. */
export const cheerBuddy = route({
  name: 'cheerBuddy',
  method: 'POST',
  path: '/api/buddies/{buddyId}/cheer',
  handler: 'buddies/cheer-buddy',
  auth: 'required',
  params: buddyIdParams,
  body: cheerBody,
  response: resultResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(30, DAY)],
});
