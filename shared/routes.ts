import * as z from 'zod/mini';
import { messages } from './messages';
import type { PlanName } from './plans';
import {
  changePasswordBody,
  customTokenResponse,
  forgotPasswordBody,
  googleSignupBody,
  loginBody,
  resendVerificationBody,
  resetPasswordBody,
  resultResponse,
  signupBody,
  verifyEmailBody,
} from './schemas/auth';
import {
  allChatsResponse,
  chatIdParams,
  chatResponse,
  newChatParams,
  newChatResponse,
  replyResponse,
  textBody,
  titleResponse,
} from './schemas/chat';
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
} from './schemas/user';

/**
 * The one table of API routes. The CDK stack, the local API server and the typed web client are
 * all generated from it; nothing else lists routes. Paths are the spec's (section 7), exactly.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** required: 401 without a valid session; optional: the session is read if present; none: never read. */
export type AuthMode = 'required' | 'optional' | 'none';

export type { PlanName };

/**
 * What a route's function may touch beyond its session check. The stack turns this into IAM
 * grants, so each function gets only what its route needs. Reading sessions (table read) is
 * implied by `auth` other than 'none'.
 */
export interface RouteAccess {
  table?: 'read' | 'write' | 'readwrite';
  /** Needs the Firebase service account (admin calls such as creating users or session cookies). */
  identityAdmin?: boolean;
  mail?: boolean;
  /** Calls the coach: the OpenAI key (a secret) in AWS, a longer timeout and more memory. */
  coach?: boolean;
}

/**
 * A limit on how often a route may be called: per e-mail in the body, per client address, or per
 * signed-in user. Counted in the table in fixed windows; over the limit the caller gets 429.
 */
export interface RateRule {
  by: 'email' | 'client' | 'user';
  limit: number;
  windowSeconds: number;
}

export interface RouteDef<
  P extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends AuthMode = AuthMode,
> {
  method: HttpMethod;
  /** API Gateway style: `/api/bot/chat/{chatId}`. */
  path: string;
  /** Module under functions/ exporting `handler`, without extension: `auth/login`. */
  handler: string;
  auth: A;
  plan?: PlanName;
  /** Path parameters; an empty object schema when the path has none. */
  params: P;
  /** Request body; undefined when the route takes none. */
  body: B;
  response: R;
  access: RouteAccess;
  rateLimit?: readonly RateRule[];
  /** What a caller over a limit reads; the generic `messages.rateLimited` when unset. */
  rateLimitMessage?: string;
  /**
   * State-changing routes refuse requests a browser marks as cross-site (Sec-Fetch-Site, Origin).
   * 'allow' only for callers that are not browsers, such as a payment provider's webhook.
   */
  crossSite?: 'allow';
}

/** Methods that change state, which the cross-site guard checks (HttpMethod may grow PATCH). */
const STATE_CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * Whether the http chain refuses cross-site browser requests to this route: every state-changing
 * route unless it says `crossSite: 'allow'` (functions/lib/cross-site.ts).
 */
export const guardsCrossSite = (route: Pick<RouteDef, 'method' | 'crossSite'>): boolean =>
  STATE_CHANGING_METHODS.includes(route.method) && route.crossSite !== 'allow';

const noParams = z.strictObject({});

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/**
 * Per client address the limits are generous: a school or a mobile carrier puts many people
 * behind one address. Per e-mail they are tight, as that is what guessing and spamming target.
 */
const perClient = (limit: number, windowSeconds: number): RateRule => ({ by: 'client', limit, windowSeconds });
const perEmail = (limit: number, windowSeconds: number): RateRule => ({ by: 'email', limit, windowSeconds });
const perUser = (limit: number, windowSeconds: number): RateRule => ({ by: 'user', limit, windowSeconds });
const DAY = 24 * HOUR;
/**
 * Each reply costs a model call: a person typing fast sends a few a minute, a script sends
 * hundreds. The daily cap is far above any real conversation and bounds what a stolen session costs.
 */
const coachLimits = [perUser(12, MINUTE), perUser(600, DAY)];

function route<
  P extends z.ZodMiniType,
  B extends z.ZodMiniType | undefined,
  R extends z.ZodMiniType,
  A extends AuthMode,
>(def: RouteDef<P, B, R, A>): RouteDef<P, B, R, A> {
  return def;
}

export const routes = {
  register: route({
    method: 'POST',
    path: '/api/auth/',
    handler: 'auth/register',
    auth: 'none',
    params: noParams,
    body: signupBody,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true, mail: true },
    rateLimit: [perEmail(5, HOUR), perClient(50, HOUR)],
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    handler: 'auth/login',
    auth: 'none',
    params: noParams,
    body: loginBody,
    response: resultResponse,
    access: { table: 'write', identityAdmin: true },
    rateLimit: [perEmail(10, 15 * MINUTE), perClient(100, 15 * MINUTE)],
  }),
  logout: route({
    method: 'GET',
    path: '/api/auth/logout',
    handler: 'auth/logout',
    auth: 'optional',
    params: noParams,
    body: undefined,
    response: resultResponse,
    access: { table: 'write' },
  }),
  refreshSession: route({
    method: 'POST',
    path: '/api/auth/refresh',
    handler: 'auth/refresh',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true },
  }),
  resendVerification: route({
    method: 'POST',
    path: '/api/auth/resend-verification',
    handler: 'auth/resend-verification',
    auth: 'none',
    params: noParams,
    body: resendVerificationBody,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true, mail: true },
    rateLimit: [perEmail(5, HOUR), perClient(50, HOUR)],
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/api/auth/verify-email',
    handler: 'auth/verify-email',
    auth: 'none',
    params: noParams,
    body: verifyEmailBody,
    response: resultResponse,
    access: {},
  }),
  loggedIn: route({
    method: 'GET',
    path: '/api/user/loggedIn',
    handler: 'user/logged-in',
    auth: 'optional',
    params: noParams,
    body: undefined,
    response: loggedInResponse,
    access: {},
  }),
  getUser: route({
    method: 'GET',
    path: '/api/user/',
    handler: 'user/get-user',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: userDetails,
    access: { table: 'read' },
  }),
  googleSignup: route({
    method: 'POST',
    path: '/api/auth/googleSignup',
    handler: 'auth/google-signup',
    auth: 'none',
    params: noParams,
    body: googleSignupBody,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true },
    rateLimit: [perClient(100, 15 * MINUTE)],
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: 'auth/forgot-password',
    auth: 'none',
    params: noParams,
    body: forgotPasswordBody,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true, mail: true },
    rateLimit: [perEmail(5, HOUR), perClient(50, HOUR)],
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    handler: 'auth/reset-password',
    auth: 'none',
    params: noParams,
    body: resetPasswordBody,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true },
    rateLimit: [perClient(50, HOUR)],
  }),
  customToken: route({
    method: 'POST',
    path: '/api/auth/custom-token',
    handler: 'auth/custom-token',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: customTokenResponse,
    access: { identityAdmin: true },
  }),
  webConfig: route({
    method: 'GET',
    path: '/api/config',
    handler: 'config/web-config',
    auth: 'none',
    params: noParams,
    body: undefined,
    response: webConfigResponse,
    access: {},
  }),
  updatePreferences: route({
    method: 'PUT',
    path: '/api/user/',
    handler: 'user/update-preferences',
    auth: 'required',
    params: noParams,
    body: updatePreferencesBody,
    response: updatePreferencesResponse,
    access: { table: 'readwrite' },
  }),
  deleteUser: route({
    method: 'DELETE',
    path: '/api/user/',
    handler: 'user/delete-user',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true },
  }),
  changePassword: route({
    method: 'PUT',
    path: '/api/user/change-password',
    handler: 'user/change-password',
    auth: 'required',
    params: noParams,
    body: changePasswordBody,
    response: resultResponse,
    access: { table: 'readwrite', identityAdmin: true },
    rateLimit: [{ by: 'user', limit: 10, windowSeconds: 15 * MINUTE }],
  }),
  linkGoogle: route({
    method: 'PUT',
    path: '/api/user/link-google',
    handler: 'user/link-google',
    auth: 'required',
    params: noParams,
    body: linkGoogleBody,
    response: linkGoogleResponse,
    access: { table: 'readwrite', identityAdmin: true },
  }),
  newChat: route({
    method: 'PUT',
    path: '/api/bot/new-chat/{chatGoal}/{chatStyle}',
    handler: 'bot/new-chat',
    auth: 'required',
    params: newChatParams,
    body: undefined,
    response: newChatResponse,
    access: { table: 'readwrite' },
    rateLimit: [perUser(60, HOUR)],
  }),
  getAllChats: route({
    method: 'GET',
    path: '/api/bot/get-all-chats',
    handler: 'bot/get-all-chats',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: allChatsResponse,
    access: { table: 'read' },
  }),
  getChat: route({
    method: 'GET',
    path: '/api/bot/chat/{chatId}',
    handler: 'bot/get-chat',
    auth: 'required',
    params: chatIdParams,
    body: undefined,
    response: chatResponse,
    access: { table: 'read' },
  }),
  sendMessage: route({
    method: 'POST',
    path: '/api/bot/chat/{chatId}',
    handler: 'bot/send-message',
    auth: 'required',
    params: chatIdParams,
    body: textBody,
    response: replyResponse,
    access: { table: 'readwrite', coach: true },
    rateLimit: coachLimits,
    rateLimitMessage: messages.chat.tooFast,
  }),
  /**
   * Replaces the last reply with a new one (the Regenerate button), or answers a last user message
   * that has none yet (retry after the coach failed). Not in the spec's table: its client re-sent
   * the text, which would store the user's message twice.
   */
  regenerateReply: route({
    method: 'POST',
    path: '/api/bot/chat/{chatId}/regenerate',
    handler: 'bot/regenerate-reply',
    auth: 'required',
    params: chatIdParams,
    body: undefined,
    response: replyResponse,
    access: { table: 'readwrite', coach: true },
    rateLimit: coachLimits,
    rateLimitMessage: messages.chat.tooFast,
  }),
  deleteChat: route({
    method: 'DELETE',
    path: '/api/bot/{chatId}',
    handler: 'bot/delete-chat',
    auth: 'required',
    params: chatIdParams,
    body: undefined,
    response: resultResponse,
    access: { table: 'readwrite' },
  }),
  setTitle: route({
    method: 'POST',
    path: '/api/bot/title/{chatId}',
    handler: 'bot/set-title',
    auth: 'required',
    params: chatIdParams,
    body: textBody,
    response: titleResponse,
    access: { table: 'readwrite' },
  }),
  getTitle: route({
    method: 'GET',
    path: '/api/bot/title/{chatId}',
    handler: 'bot/get-title',
    auth: 'required',
    params: chatIdParams,
    body: undefined,
    response: titleResponse,
    access: { table: 'read' },
  }),
  /** Tier (c) opens a crisis screen that stays, across reloads, until the user acknowledges it. */
  acknowledgeCrisis: route({
    method: 'POST',
    path: '/api/bot/crisis-ack/{chatId}',
    handler: 'bot/acknowledge-crisis',
    auth: 'required',
    params: chatIdParams,
    body: undefined,
    response: resultResponse,
    access: { table: 'readwrite' },
  }),
  setAgeConfirmation: route({
    method: 'PUT',
    path: '/api/user/age-confirmation',
    handler: 'user/set-age-confirmation',
    auth: 'required',
    params: noParams,
    body: ageConfirmationBody,
    response: resultResponse,
    access: { table: 'readwrite' },
  }),
  disclosureSeen: route({
    method: 'POST',
    path: '/api/user/disclosure-seen',
    handler: 'user/disclosure-seen',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: disclosureSeenResponse,
    access: { table: 'readwrite' },
  }),
  getSafetyPlan: route({
    method: 'GET',
    path: '/api/user/safety-plan',
    handler: 'user/get-safety-plan',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: safetyPlanResponse,
    access: { table: 'read' },
  }),
  saveSafetyPlan: route({
    method: 'PUT',
    path: '/api/user/safety-plan',
    handler: 'user/save-safety-plan',
    auth: 'required',
    params: noParams,
    body: safetyPlan,
    response: safetyPlanResponse,
    access: { table: 'readwrite' },
    rateLimit: [perUser(60, HOUR)],
  }),
  /** SAFETY.md 12: the user downloads everything their account holds (Settings > Data Controls). */
  exportData: route({
    method: 'GET',
    path: '/api/user/export',
    handler: 'user/export-data',
    auth: 'required',
    params: noParams,
    body: undefined,
    response: dataExport,
    access: { table: 'read' },
    rateLimit: [perUser(10, HOUR)],
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type AnyRoute = RouteDef;

export const routeList: ReadonlyArray<[RouteName, AnyRoute]> = Object.entries(routes) as Array<
  [RouteName, AnyRoute]
>;

export { fillPath, pathParamNames } from './route-paths';

export type ParamsOf<R extends AnyRoute> = z.input<R['params']>;
export type BodyOf<R extends AnyRoute> = R['body'] extends z.ZodMiniType ? z.input<R['body']> : undefined;
export type ResponseOf<R extends AnyRoute> = z.output<R['response']>;
