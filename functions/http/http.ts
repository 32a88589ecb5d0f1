import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { GENERIC_SERVER_MESSAGE, type ErrorBody } from '#shared/errors';
import { guardsCrossSite, usesBotCheck, type AnyRoute, type ResponseOf } from '#shared/routes/route-def';
import { isCrossSite } from './cross-site';
import { BUSY_MESSAGE, CROSS_SITE_MESSAGE } from '#shared/error-messages';
import { isStoreBusy } from '../data/client';
import { AppError, forbidden, unauthorized } from '../kernel/errors';
import { log, logger } from '../kernel/log';
import { countEvent } from '../kernel/metrics';
import { enforceRateLimits, type ChallengeGate } from './rate-limit';
import { header, parseInput, parseUpload } from './request-input';
import { readSession, type Session } from './session';

type SessionFor<R extends AnyRoute> = R['auth'] extends 'required'
  ? Session
  : R['auth'] extends 'optional'
    ? Session | undefined
    : undefined;

/** What a handler receives: validated input and the verified session. */
export interface HandlerInput<R extends AnyRoute> {
  params: z.output<R['params']>;
  body: R['body'] extends z.ZodMiniType ? z.output<R['body']> : undefined;
  session: SessionFor<R>;
  /** The body exactly as it arrived (base64 decoded, '' when empty) for a route with `rawBody: true`; else undefined. */
  rawBody: string | undefined;
  /** The parsed multipart form of a route with `upload`; else undefined. */
  form: FormData | undefined;
  event: APIGatewayProxyEvent;
  requestId: string;
  /** Adds Set-Cookie headers to the response (kept on errors too, e.g. to clear a session). */
  setCookies(cookies: string[]): void;
  /** Milliseconds before Lambda stops this invocation: the budget of slow calls such as the coach. */
  remainingMs(): number;
}

export type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** What the middlewares below hand to each other and to the handler. */
interface RequestState {
  started: number;
  session?: Session;
  params?: unknown;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  cookies: string[];
}
export type StateContext = Context & { bg: RequestState };
export type Middleware = MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, StateContext>;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // API answers are personal: never cached by CloudFront or the browser.
  'cache-control': 'no-store',
};

export function respond(statusCode: number, body: unknown, cookies: string[]): APIGatewayProxyResult {
  return {
    statusCode,
    headers: JSON_HEADERS,
    multiValueHeaders: cookies.length ? { 'Set-Cookie': cookies } : {},
    body: JSON.stringify(body),
  };
}

/** A 200 of bytes (a `binaryResponse` route): base64 with isBase64Encoded, which API Gateway decodes. */
function respondBytes(mediaType: string, bytes: Uint8Array, cookies: string[]): APIGatewayProxyResult {
  return {
    statusCode: 200,
    headers: { 'content-type': mediaType, 'cache-control': 'no-store' },
    multiValueHeaders: cookies.length ? { 'Set-Cookie': cookies } : {},
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    isBase64Encoded: true,
  };
}

/** Seconds a caller should wait after a 503 for a busy table. */
const BUSY_RETRY_AFTER_S = 2;

/** Logs one line per request: ids, route, status and time, never the content. */
const requestLogger = (route: AnyRoute): Middleware => {
  const fields = (request: { context: StateContext; response: APIGatewayProxyResult | null }) => ({
    requestId: request.context.awsRequestId,
    route: `${route.method} ${route.path}`,
    uid: request.context.bg.session?.uid,
    status: request.response?.statusCode,
    ms: Date.now() - request.context.bg.started,
  });
  return {
    before: (request) => {
      request.context.bg = { started: Date.now(), cookies: [] };
    },
    after: (request) => log.info('request', fields(request)),
    onError: (request) => log.info('request', fields(request)),
  };
};

/**
 * Maps thrown errors to `{ success: false, code, message }`; details only below 500 or when
 * exposed. Counts each 5xx by route (the Stripe webhook's failures have an alarm of their own).
 */
const errorResponder = (route: AnyRoute): Middleware => ({
  onError: (request) => {
    respondToError(route, request);
    if ((request.response?.statusCode ?? 500) >= 500) countEvent('ServerErrors', { route: route.name });
  },
});

/** The error answer for a thrown error (the body, and Retry-After for a busy table). */
function respondToError(route: AnyRoute, request: Parameters<NonNullable<Middleware['onError']>>[0]): void {
  const { error } = request;
  const cookies = request.context.bg?.cookies ?? [];
  if (error instanceof AppError && error.expose) {
    const body: ErrorBody = { success: false, code: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    if (error.safety) body.safety = error.safety;
    request.response = respond(error.status, body, cookies);
    if (error.status >= 500) log.error('request failed', error, { requestId: request.context.awsRequestId, route: route.path });
    return;
  }
  log.error('request failed', error, { requestId: request.context.awsRequestId, route: route.path });
  if (isStoreBusy(error)) {
    // Busy, not broken: a clear 503 the web app shows, and when to come back.
    const busy = respond(503, { success: false, code: 'UNAVAILABLE', message: BUSY_MESSAGE }, cookies);
    request.response = { ...busy, headers: { ...busy.headers, 'retry-after': String(BUSY_RETRY_AFTER_S) } };
    return;
  }
  const status = error instanceof AppError ? error.status : 500;
  const code = error instanceof AppError ? error.code : 'INTERNAL';
  request.response = respond(status, { success: false, code, message: GENERIC_SERVER_MESSAGE }, cookies);
}

/**
 * Refuses state-changing requests another site's page made the browser send (cross-site request
 * forgery), before the session is read, so such a request reads and writes nothing.
 */
const crossSiteGuard = (route: AnyRoute): Middleware => ({
  before: (request) => {
    if (guardsCrossSite(route) && isCrossSite(request.event)) throw forbidden(CROSS_SITE_MESSAGE);
  },
});

/** Reads the session before anything else, so a signed-out caller learns nothing from validation. */
const sessionReader = (route: AnyRoute): Middleware => ({
  before: async (request) => {
    if (route.auth === 'none') return;
    const session = await readSession(header(request.event, 'cookie'));
    if (route.auth === 'required' && !session) throw unauthorized();
    request.context.bg.session = session;
  },
});

const inputParser = (route: AnyRoute): Middleware => ({
  before: async (request) => {
    Object.assign(request.context.bg, parseInput(route, request.event));
    if (route.upload) request.context.bg.form = await parseUpload(route, request.event);
  },
});

/** Counts the request against the route's rate rules, once its input is known to be well-formed. */
const rateLimiter = (route: AnyRoute, gate: ChallengeGate | undefined): Middleware => ({
  before: async (request) => {
    const state = request.context.bg;
    await enforceRateLimits(route, { event: request.event, body: state.body, uid: state.session?.uid }, gate);
  },
});

/** What a route's function may add to the chain. */
export interface HttpOptions {
  /** The bot check, for a route whose limits ask for it (functions/http/bot-check-gate.ts). */
  challengeGate?: ChallengeGate;
}

/**
 * Wraps a route's handler in the one middy chain every Lambda of the route table uses: logging,
 * error mapping, the cross-site guard, session, input validation against the route's schemas, rate
 * limits, and output validation.
 */
export function http<R extends AnyRoute>(
  route: R,
  fn: (input: HandlerInput<R>) => Promise<ResponseOf<R>>,
  options: HttpOptions = {},
): Handler {
  const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, StateContext>()
    .use(routeMiddlewares(route, options))
    .handler(async (event, context) => {
      const state = context.bg;
      const output = await fn(handlerInput<R>(event, context));
      // Parsing the answer strips any field the schema does not list, so nothing leaks by accident.
      const answer = route.response.parse(output);
      if (route.binaryResponse) return respondBytes(route.binaryResponse, answer as Uint8Array, state.cookies);
      const answered = respond(200, answer, state.cookies);
      if (route.cacheSeconds === undefined) return answered;
      // The same answer for everyone (shared/routes/route-def.ts): it may be kept a while.
      return { ...answered, headers: { ...answered.headers, 'cache-control': `public, max-age=${route.cacheSeconds}` } };
    });
  return handler as unknown as Handler;
}

/**
 * The chain every route's function runs before its handler, in order: logging, error mapping,
 * the cross-site guard, session, input validation and rate limits. A streaming route
 * (http-stream.ts) runs the same chain.
 */
export function routeMiddlewares(route: AnyRoute, options: HttpOptions = {}): Middleware[] {
  // Loud at load time rather than a quiet 429 later: such a route's handler must bring the check.
  if (usesBotCheck(route) && !options.challengeGate)
    throw new Error(`Route ${route.name} asks for the bot check: pass { challengeGate } to http()`);
  return [
    // The invocation's ids on every log line; never the event itself (it holds bodies and cookies).
    injectLambdaContext(logger, { logEvent: false }) as Middleware,
    requestLogger(route),
    errorResponder(route),
    crossSiteGuard(route),
    sessionReader(route),
    inputParser(route),
    rateLimiter(route, options.challengeGate),
  ];
}

/** What the chain has gathered, as the handler's input. */
export function handlerInput<R extends AnyRoute>(event: APIGatewayProxyEvent, context: StateContext): HandlerInput<R> {
  const state = context.bg;
  return {
    params: state.params as HandlerInput<R>['params'],
    body: state.body as HandlerInput<R>['body'],
    session: state.session as SessionFor<R>,
    rawBody: state.rawBody,
    form: state.form,
    event,
    requestId: context.awsRequestId,
    setCookies: (values) => state.cookies.push(...values),
    remainingMs: () => context.getRemainingTimeInMillis(),
  };
}
