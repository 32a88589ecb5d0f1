/**
 * The errors of the OpenAI HTTP client, named as the `openai` SDK names them, so logs (failureFields
 * in coach/fallback.ts reads the class name, `status` and `code`) read as before. Each class states
 * its name in a string: a minified bundle renames classes, and the logs should not.
 */

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
interface ErrorBody {
  message?: unknown;
  type?: unknown;
  code?: unknown;
}

export class APIError extends Error {
  /** The HTTP status; undefined when no answer came (a connection error, a timeout, an abort). */
  readonly status: number | undefined;
  /** OpenAI's error code, e.g. `rate_limit_exceeded`, `invalid_api_key`. */
  readonly code: string | undefined;
  /** OpenAI's error type, e.g. `invalid_request_error`. */
  readonly type: string | undefined;
  readonly headers: Headers | undefined;

  constructor(status: number | undefined, body: ErrorBody | undefined, message: string, headers?: Headers, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.headers = headers;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.type = typeof body?.type === 'string' ? body.type : undefined;
  }
}

export class BadRequestError extends APIError {}
export class AuthenticationError extends APIError {}
export class PermissionDeniedError extends APIError {}
export class NotFoundError extends APIError {}
export class ConflictError extends APIError {}
export class UnprocessableEntityError extends APIError {}
export class RateLimitError extends APIError {}
export class InternalServerError extends APIError {}

/** The caller's signal aborted the call. */
export class APIUserAbortError extends APIError {
  constructor() {
    super(undefined, undefined, 'Request was aborted.');
  }
}

/** No answer: the connection failed or dropped. */
export class APIConnectionError extends APIError {
  constructor(message = 'Connection error.', cause?: unknown) {
    super(undefined, undefined, message, undefined, cause === undefined ? undefined : { cause });
  }
}

/** No answer within the per-attempt timeout. */
export class APIConnectionTimeoutError extends APIConnectionError {
  constructor() {
    super('Request timed out.');
  }
}

const CLASSES = {
  APIError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  APIUserAbortError,
  APIConnectionError,
  APIConnectionTimeoutError,
};
for (const [name, constructor] of Object.entries(CLASSES)) {
  Object.defineProperty(constructor, 'name', { value: name });
  Object.defineProperty(constructor.prototype, 'name', { value: name, writable: true, configurable: true });
}

const BY_STATUS: Record<number, typeof APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** The error of a refused call, from its status and body (JSON when OpenAI's, else any text). */
export function statusError(status: number, text: string, headers: Headers): APIError {
  let body: ErrorBody | undefined;
  try {
    const parsed = JSON.parse(text) as { error?: ErrorBody } | null;
    body = parsed?.error && typeof parsed.error === 'object' ? parsed.error : undefined;
  } catch {
    body = undefined;
  }
  const detail = typeof body?.message === 'string' ? body.message : text.slice(0, 200) || 'status code (no body)';
  const Class = BY_STATUS[status] ?? (status >= 500 ? InternalServerError : APIError);
  return new Class(status, body, `${status} ${detail}`, headers);
}
