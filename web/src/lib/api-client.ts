import { errorStatus, GENERIC_SERVER_MESSAGE, isErrorCode, type ErrorCode } from '#shared/errors';
import type { NoteSafety } from '#shared/schemas/crisis';
import type { AuthMode, BodyOf, HttpMethod, ParamsOf, ResponseOf, RouteName, Routes } from '#shared/routes';
import { fillPath } from '#shared/route-paths';
import type { WebRoute } from './route-table';

/** Client-side failure codes, for when no error body came back at all. */
export type ClientErrorCode = 'NETWORK_ERROR';

/** Shown when the request never reached the API (offline, DNS, proxy down). */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach Blue Guardian. Please check your connection and try again.";

/** An API failure rebuilt from the `{ success: false, code, message, fields? }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The help for words the user wrote that met a crisis tier, sent with a refusal (shared/errors.ts ErrorBody). */
    readonly safety?: NoteSafety,
  ) {
    super(message);
  }
}

/** Whether a params type names any key: a strict empty object comes out as `{ [k: string]: never }`. */
type HasKeys<T> = string extends keyof T ? false : [keyof T] extends [never] ? false : true;
type RouteOf<N extends RouteName> = Routes[N];

/** Body and path parameters, each required only when the route has them. */
export type RequestOptions<N extends RouteName> = (BodyOf<RouteOf<N>> extends undefined
  ? { body?: undefined }
  : { body: BodyOf<RouteOf<N>> }) &
  (HasKeys<ParamsOf<RouteOf<N>>> extends true ? { params: ParamsOf<RouteOf<N>> } : { params?: Record<string, never> }) &
  CallOptions;

/** Per-call behaviour that is not part of the request itself. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Whether a 401 from a route that requires a session signs the user out (the default). A call
   * whose 401 means something else, such as a wrong current password, passes false.
   */
  signOutOn401?: boolean;
}

type NeedsOptions<N extends RouteName> = BodyOf<RouteOf<N>> extends undefined ? HasKeys<ParamsOf<RouteOf<N>>> : true;

type ApiArgs<N extends RouteName> = NeedsOptions<N> extends true ? [RequestOptions<N>] : [RequestOptions<N>?];

/**
 * What a request needs to know of its route: a {@link WebRoute} of the table, or an endpoint the
 * JSON client does not fit (multipart or binary bodies), which calls {@link request} directly.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthMode;
}

type UnauthorizedListener = (route: Endpoint) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Subscribes to 401 answers from routes that require a session: the session has ended, so the app
 * signs out locally. Routes with optional or no auth answer 401 for other reasons (a wrong
 * password), which the page handles itself. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The code the API would have sent for a status, for bodies that are not ours (a proxy's 502 page). */
function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(errorStatus) as ErrorCode[]).find((code) => errorStatus[code] === status);
  return match ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

function toApiError(status: number, body: unknown): ApiError {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = isErrorCode(data.code) ? data.code : codeForStatus(status);
  const message = typeof data.message === 'string' && data.message ? data.message : GENERIC_SERVER_MESSAGE;
  const fields = typeof data.fields === 'object' && data.fields !== null ? (data.fields as Record<string, string>) : undefined;
  const safety = typeof data.safety === 'object' && data.safety !== null ? (data.safety as NoteSafety) : undefined;
  return new ApiError(status, code, message, fields, safety);
}

/** How one request is sent: the body as fetch takes it, and the headers it needs beside `accept`. */
export interface RequestInitOf extends CallOptions {
  params?: Record<string, string | number>;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** What the caller reads back; JSON unless told. */
  accept?: string;
}

/**
 * Sends one request with the same-origin cookies (the session is an httpOnly cookie; no token
 * lives in JS) and resolves with the successful response. Throws an {@link ApiError} for any
 * failure, and tells the 401 listeners when a route that requires a session answers 401.
 */
export async function request(endpoint: Endpoint, init: RequestInitOf = {}): Promise<Response> {
  const { params, body, signal, signOutOn401 = true, accept = 'application/json' } = init;
  const headers: Record<string, string> = { accept, ...init.headers };
  const options: RequestInit = { method: endpoint.method, credentials: 'same-origin', headers };
  if (signal) options.signal = signal;
  if (body !== undefined) options.body = body;

  let response: Response;
  try {
    response = await fetch(fillPath(endpoint.path, params), options);
  } catch (error) {
    // An abort is the caller's own decision, not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response;

  const error = toApiError(response.status, await readJson(response));
  if (response.status === 401 && endpoint.auth === 'required' && signOutOn401) {
    for (const listener of [...unauthorizedListeners]) listener(endpoint);
  }
  throw error;
}

/**
 * Calls one route of the table: `api(routes.login, { body })`. Sends and reads JSON, resolves
 * with the route's typed response and throws an {@link ApiError} for any failure.
 */
export async function api<N extends RouteName>(route: WebRoute<N>, ...[options]: ApiArgs<N>): Promise<ResponseOf<RouteOf<N>>> {
  const { body, ...rest } = (options ?? {}) as CallOptions & {
    body?: unknown;
    params?: Record<string, string | number>;
  };
  const json = body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const response = await request(route, { ...rest, ...json });
  return (await readJson(response)) as ResponseOf<RouteOf<N>>;
}

/** The message to show for a failure: a field's own message when the API named one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const firstField = error.fields ? Object.values(error.fields)[0] : undefined;
  return firstField ?? error.message;
}
