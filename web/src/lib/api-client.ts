import { errorStatus, GENERIC_SERVER_MESSAGE, isErrorCode, type ErrorCode } from '../../../shared/errors';
import type { BodyOf, ParamsOf, ResponseOf, RouteName, Routes } from '../../../shared/routes';
import { fillPath } from '../../../shared/route-paths';
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
  (HasKeys<ParamsOf<RouteOf<N>>> extends true
    ? { params: ParamsOf<RouteOf<N>> }
    : { params?: Record<string, never> }) &
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

type NeedsOptions<N extends RouteName> = BodyOf<RouteOf<N>> extends undefined
  ? HasKeys<ParamsOf<RouteOf<N>>>
  : true;

type ApiArgs<N extends RouteName> = NeedsOptions<N> extends true ? [RequestOptions<N>] : [RequestOptions<N>?];

type UnauthorizedListener = (route: WebRoute) => void;
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
  const fields =
    typeof data.fields === 'object' && data.fields !== null ? (data.fields as Record<string, string>) : undefined;
  return new ApiError(status, code, message, fields);
}

/**
 * Calls one route of the table: `api(routes.login, { body })`. Sends and reads JSON with the
 * same-origin cookies (the session is an httpOnly cookie; no token lives in JS), resolves with
 * the route's typed response and throws an {@link ApiError} for any failure.
 */
export async function api<N extends RouteName>(
  route: WebRoute<N>,
  ...[options]: ApiArgs<N>
): Promise<ResponseOf<RouteOf<N>>> {
  const { body, params, signal, signOutOn401 = true } = (options ?? {}) as CallOptions & {
    body?: unknown;
    params?: Record<string, string | number>;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method: route.method, credentials: 'same-origin', headers };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(fillPath(route.path, params), init);
  } catch (error) {
    // An abort is the caller's own decision, not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const data = await readJson(response);
  if (response.ok) return data as ResponseOf<RouteOf<N>>;

  const error = toApiError(response.status, data);
  if (response.status === 401 && route.auth === 'required' && signOutOn401) {
    for (const listener of [...unauthorizedListeners]) listener(route as WebRoute);
  }
  throw error;
}

/** The message to show for a failure: a field's own message when the API named one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const firstField = error.fields ? Object.values(error.fields)[0] : undefined;
  return firstField ?? error.message;
}
