import * as z from 'zod/mini';
import {
  loginBody,
  resendVerificationBody,
  resultResponse,
  signupBody,
  verifyEmailBody,
} from './schemas/auth';
import { loggedInResponse, userDetails } from './schemas/user';

/**
 * The one table of API routes. The CDK stack, the local API server and the typed web client are
 * all generated from it; nothing else lists routes. Paths are the spec's (section 7), exactly.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** required: 401 without a valid session; optional: the session is read if present; none: never read. */
export type AuthMode = 'required' | 'optional' | 'none';

export type PlanName = 'Basic' | 'Premium';

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
}

const noParams = z.strictObject({});

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
