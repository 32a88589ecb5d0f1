import { errorStatus, type ErrorCode } from '../../shared/errors';

/**
 * A failure the caller should hear about. Thrown anywhere in a handler; the http wrapper turns it
 * into `{ success: false, code, message, fields }` with the status of its code.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fields);

export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError('UNAUTHORIZED', message);

export const notFound = (message: string) => new AppError('NOT_FOUND', message);

export const rateLimited = (message: string) => new AppError('RATE_LIMITED', message);

export const unavailable = (message: string) => new AppError('UNAVAILABLE', message);

export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
