import {
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
  challengeAfter as defineChallengeAfter,
  HOUR,
  noParams,
  perClient as definePerClient,
  perUser as definePerUser,
  QUARTER_HOUR,
  route as defineRoute,
} from './define';

/**
 * The auth area's routes (shared/areas.ts): signing up, in and out: sessions, e-mail verification,
 * passwords and Google sign-in. Every export is a route and nothing else is exported:
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
const perClient: typeof definePerClient = (limit, windowSeconds) => definePerClient(limit, windowSeconds);
/* @__NO_SIDE_EFFECTS__ */
const challengeAfter: typeof defineChallengeAfter = (by, limit, windowSeconds) => defineChallengeAfter(by, limit, windowSeconds);
/* @__NO_SIDE_EFFECTS__ */
const perUser: typeof definePerUser = (limit, windowSeconds) => definePerUser(limit, windowSeconds);

export const register = route({
  name: 'register',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/',
  handler: 'entry/api/auth/register',
  auth: 'none',
  params: noParams,
  body: signupBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, mail: true },
  rateLimit: [challengeAfter('email', 3, HOUR), challengeAfter('client', 10, HOUR), perClient(200, HOUR)],
});

export const login = route({
  name: 'login',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login',
  handler: 'entry/api/auth/login',
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
  area: 'auth',
  method: 'GET',
  path: '/api/auth/logout',
  handler: 'entry/api/auth/logout',
  auth: 'optional',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'session' },
  crossSite: 'guard',
});

export const logoutPost = route({
  name: 'logoutPost',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/logout',
  handler: 'entry/api/auth/logout-post',
  auth: 'optional',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'session' },
});

export const refreshSession = route({
  name: 'refreshSession',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/refresh',
  handler: 'entry/api/auth/refresh',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'session', identityAdmin: true, identityKey: true },
});

export const resendVerification = route({
  name: 'resendVerification',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/resend-verification',
  handler: 'entry/api/auth/resend-verification',
  auth: 'none',
  params: noParams,
  body: resendVerificationBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, mail: true, identityKey: true },
  rateLimit: [challengeAfter('email', 3, HOUR), challengeAfter('client', 10, HOUR), perClient(200, HOUR)],
});

export const verifyEmail = route({
  name: 'verifyEmail',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/verify-email',
  handler: 'entry/api/auth/verify-email',
  auth: 'none',
  params: noParams,
  body: verifyEmailBody,
  response: resultResponse,
  access: { identityKey: true },
});

export const googleSignup = route({
  name: 'googleSignup',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/googleSignup',
  handler: 'entry/api/auth/google-signup',
  auth: 'none',
  params: noParams,
  body: googleSignupBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, identityKey: true },
  rateLimit: [perClient(100, QUARTER_HOUR)],
});

export const forgotPassword = route({
  name: 'forgotPassword',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/forgot-password',
  handler: 'entry/api/auth/forgot-password',
  auth: 'none',
  params: noParams,
  body: forgotPasswordBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, mail: true },
  rateLimit: [challengeAfter('email', 3, HOUR), challengeAfter('client', 10, HOUR), perClient(200, HOUR)],
});

export const resetPassword = route({
  name: 'resetPassword',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/reset-password',
  handler: 'entry/api/auth/reset-password',
  auth: 'none',
  params: noParams,
  body: resetPasswordBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, identityKey: true },
  rateLimit: [perClient(50, HOUR)],
});

export const customToken = route({
  name: 'customToken',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/custom-token',
  handler: 'entry/api/auth/custom-token',
  auth: 'required',
  params: noParams,
  body: customTokenBody,
  response: customTokenResponse,
  access: { table: 'read', identityAdmin: true, identityKey: true },
  // As for Change Password: a thief with a session cannot guess the password at speed.
  rateLimit: [perUser(10, QUARTER_HOUR)],
});
