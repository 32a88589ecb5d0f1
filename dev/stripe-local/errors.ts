/**
 * Errors in Stripe's wire shape, so the SDK rebuilds the same error classes it would for real
 * Stripe: `invalid_request_error` becomes StripeInvalidRequestError, with `code` and `param`.
 */

export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'authentication_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    return { error };
  }
}

/** GET/POST/DELETE on an id that does not exist: 404, as Stripe answers. */
export const noSuch = (kind: string, id: string, param = 'id'): StripeApiError =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

/** An id named inside a create request that does not exist: Stripe answers 400 for these. */
export const noSuchParam = (kind: string, id: string, param: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const missingParam = (param: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

export const invalidParam = (param: string, message: string, code?: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', message, code, param);
