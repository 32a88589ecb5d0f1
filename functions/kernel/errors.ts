import { errorStatus, type ErrorCode } from '#shared/errors';
import type { NoteSafety } from '#shared/schemas/crisis';

/**
 * A failure the caller should hear about. Thrown anywhere in a handler; the http wrapper turns it
 * into `{ success: false, code, message, fields }` with the status of its code.
 */
export class AppError extends Error {
  readonly status: number;
  /**
   * Whether the caller reads this message. Always below 500; at or above only when the message
   * was written for the user (such as the coach's 503, which says the message is saved).
   */
  readonly expose: boolean;
  /** The help for words the user wrote that met a crisis tier, sent with the refusal (shared/errors.ts ErrorBody). */
  readonly safety: NoteSafety | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options: { expose?: boolean; safety?: NoteSafety } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.safety = options.safety;
    this.status = errorStatus[code];
    this.expose = this.status < 500 || options.expose === true;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError('BAD_REQUEST', message, fields);

export const unauthorized = (message = 'Please log in to continue.') => new AppError('UNAUTHORIZED', message);

export const notFound = (message: string) => new AppError('NOT_FOUND', message);

export const rateLimited = (message: string) => new AppError('RATE_LIMITED', message);

/** 503. The message is internal (logged, not shown) unless `expose` says it was written for the user. */
export const unavailable = (message: string, options: { expose?: boolean } = {}) =>
  new AppError('UNAVAILABLE', message, undefined, options);

export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
