import { APIUserAbortError } from './errors';

/**
 * When and how long to wait before trying a call again: the `openai` SDK's rules, kept so the
 * adapters behave as they did with it (node_modules/openai/src/client.ts, `shouldRetry` and
 * `retryRequest`).
 */

/** A refused call worth another try: the server says so, or a timeout, a lock, a rate limit, a 5xx. */
export function shouldRetry(response: Response): boolean {
  const told = response.headers.get('x-should-retry');
  if (told === 'true') return true;
  if (told === 'false') return false;
  return response.status === 408 || response.status === 409 || response.status === 429 || response.status >= 500;
}

const INITIAL_DELAY_S = 0.5;
const MAX_DELAY_S = 8;

/**
 * The wait before retry number `retry` (0 for the first): what `retry-after-ms` or `retry-after`
 * (seconds or a date) asks for, else exponential backoff from 0.5 s, capped at 8 s, less up to 25 %
 * jitter.
 */
export function retryDelayMs(retry: number, headers?: Headers): number {
  let ms: number | undefined = parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isNaN(ms)) ms = undefined;
  const after = headers?.get('retry-after');
  if (after && !ms) {
    const seconds = parseFloat(after);
    ms = Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
  }
  if (ms !== undefined && !Number.isNaN(ms)) return ms;
  return Math.min(INITIAL_DELAY_S * 2 ** retry, MAX_DELAY_S) * (1 - Math.random() * 0.25) * 1000;
}

/** Waits `ms`, or throws APIUserAbortError as soon as the caller's signal aborts. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new APIUserAbortError());
    const done = () => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    const aborted = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError());
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
