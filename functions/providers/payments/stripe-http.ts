import { randomUUID } from 'node:crypto';

/**
 * A small client of Stripe's v1 HTTP API over fetch, in place of the `stripe` SDK (which cost the
 * payment functions about 240 KB of bundle and its import time). It does what the SDK did for the
 * calls we make: form-encoded bodies in Stripe's bracket notation, the SDK's pinned API version,
 * an idempotency key on every POST, a timeout per attempt, and the SDK's retries and backoff.
 * Errors carry Stripe's `statusCode`, `code` and `type`, as the SDK's did.
 */

/** The API version stripe-node 23.1.0 pinned; responses (and the stand-in's objects) are in its shapes. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Where and how requests go. Field names are the SDK's options, so the settings read the same. */
export interface StripeClientOptions {
  maxNetworkRetries: number;
  /** Per attempt, in ms. */
  timeout: number;
  /** No telemetry header is ever sent; kept so the options say so, as they did for the SDK. */
  telemetry: false;
  host?: string;
  port?: string | number;
  protocol?: 'http' | 'https';
}

/** Stripe answered with an error (or with something that is not JSON). */
export class StripeApiError extends Error {
  readonly statusCode: number;
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly requestId: string | undefined;

  constructor(statusCode: number, error: { message?: string; type?: string; code?: string; param?: string }, requestId?: string) {
    super(error.message ?? `Stripe answered ${statusCode}`);
    this.name = 'StripeApiError';
    this.statusCode = statusCode;
    this.type = error.type;
    this.code = error.code;
    this.param = error.param;
    this.requestId = requestId;
  }
}

/**
 * No usable answer from Stripe (after the retries): refused, reset, timed out, or a body that is
 * not JSON (a proxy's error page), which the SDK also counted as Stripe being out of reach.
 */
export class StripeConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StripeConnectionError';
  }
}

type FormParams = Record<string, unknown>;

/** Stripe's own escaping (as qs and the SDK do it), with brackets left readable. */
const encodeValue = (value: string): string =>
  encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');

/**
 * `application/x-www-form-urlencoded` in Stripe's bracket notation, as the SDK encodes it:
 * `metadata[uid]=u1`, `line_items[0][price]=price_x`, arrays indexed (`expand[0]=customer`),
 * undefined left out, null sent empty (which unsets a field).
 */
export function formEncode(params: FormParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object' || value instanceof Date) {
      const text = value === null ? '' : value instanceof Date ? String(Math.floor(value.getTime() / 1000)) : String(value);
      pairs.push(`${encodeValue(key)}=${encodeValue(text)}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

/** An id in a path, encoded as the SDK did (an id with a slash cannot reach another endpoint). */
export const pathId = (id: string): string => encodeURIComponent(id);

/** The SDK's rule: connection errors, 409, 5xx, and whatever Stripe-Should-Retry says; 429 only when it says so. */
function shouldRetry(response: Response | undefined, retries: number, maxRetries: number): boolean {
  if (retries >= maxRetries) return false;
  if (!response) return true;
  const advice = response.headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  if (advice === 'true') return true;
  return response.status === 409 || response.status >= 500;
}

/** The SDK's backoff: 0.5 s doubling per retry up to 5 s, with jitter, never under 0.5 s. */
function backoffMs(retries: number): number {
  const seconds = Math.min(0.5 * 2 ** (retries - 1), 5) * 0.5 * (1 + Math.random());
  return Math.max(0.5, seconds) * 1000;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StripeHttp {
  get<T>(path: string, query?: FormParams): Promise<T>;
  post<T>(path: string, params: FormParams, options?: { idempotencyKey?: string }): Promise<T>;
  del<T>(path: string): Promise<T>;
}

/** A client for one secret key. */
export function stripeHttp(secretKey: string, options: StripeClientOptions): StripeHttp {
  const protocol = options.protocol ?? 'https';
  const base = `${protocol}://${options.host ?? 'api.stripe.com'}:${options.port ?? 443}/v1/`;

  async function attempt(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeout) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new StripeConnectionError(
        timedOut
          ? `Request aborted due to timeout being reached (${options.timeout}ms)`
          : 'An error occurred with our connection to Stripe.',
        { cause: error },
      );
    }
  }

  async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: FormParams, idempotencyKey?: string): Promise<T> {
    const encoded = formEncode(params);
    const url = `${base}${path}${method !== 'POST' && encoded ? `?${encoded}` : ''}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Stripe-Version': STRIPE_API_VERSION,
      'User-Agent': 'BlueGuardian (fetch; Stripe v1)',
    };
    // Every POST is keyed (as the SDK did), so a retry after a lost answer creates nothing twice.
    if (method === 'POST') headers['Idempotency-Key'] = idempotencyKey ?? `retry-${randomUUID()}`;
    const init: RequestInit = { method, headers, ...(method === 'POST' && { body: encoded }) };

    for (let retries = 0; ; retries++) {
      let response: Response | undefined;
      try {
        response = await attempt(url, init);
      } catch (error) {
        if (!shouldRetry(undefined, retries, options.maxNetworkRetries)) {
          if (retries > 0) (error as Error).message += ` Request was retried ${retries} times.`;
          throw error;
        }
      }
      if (response && !shouldRetry(response, retries, options.maxNetworkRetries)) return answer<T>(response, options.timeout);
      if (response) await response.body?.cancel();
      await sleep(backoffMs(retries));
    }
  }

  return {
    get: (path, query = {}) => request('GET', path, query),
    post: (path, params, { idempotencyKey } = {}) => request('POST', path, params, idempotencyKey),
    del: (path) => request('DELETE', path, {}),
  };
}

/** The JSON of a response, or the StripeApiError it carries. */
async function answer<T>(response: Response, timeout: number): Promise<T> {
  const requestId = response.headers.get('request-id') ?? undefined;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The body was cut off (or the attempt's timeout fell while reading it).
    throw new StripeConnectionError(`An error occurred reading Stripe's answer (timeout ${timeout}ms).`, { cause: error });
  }
  let json: { error?: { message?: string; type?: string; code?: string; param?: string } };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new StripeConnectionError(`Invalid JSON received from the Stripe API (HTTP ${response.status})`);
  }
  // The SDK read only the `error` field; a non-2xx without one is an error here too, not an object.
  if (json.error || !response.ok) throw new StripeApiError(response.status, json.error ?? {}, requestId);
  return json as T;
}
