import type { NoteSafety } from './schemas/crisis';

/**
 * Error codes shared by the API and the web client. The API sends `{ success: false, code,
 * message, fields? }`; the client rebuilds a typed error from `code`. Messages reach the user
 * only for statuses below 500.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  EMAIL_TAKEN: 400,
  INVALID_ACTION_CODE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  /** GET /api/user/stripe-status before any plan was chosen: the web opens the plan popup. */
  NO_PLAN: 400,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** A chat needs the terms' age rule confirmed first (PUT /api/user/age-confirmation). */
  AGE_CONFIRMATION_REQUIRED: 409,
  /** A chat needs the AI disclosure seen first, or again (POST /api/user/disclosure-seen). */
  DISCLOSURE_REQUIRED: 409,
  /** A teen's coach, paused until a guardian confirms (never the crisis side): the web shows the message, no plan. */
  COACH_PAUSED: 409,
  /**
   * A minor's own checkout: a guardian starts Premium for them (shared/guardian-premium.ts). Not a
   * 403, which the web turns into a plan's upsell: the web shows this message instead.
   */
  GUARDIAN_STARTS_PREMIUM: 409,
  /** A linked guardian's coach hours (never the crisis side): the web shows the message and when the coach is back, no plan. */
  COACH_HOURS: 409,
  /** Voice while a linked guardian has turned it off: the web hides the mic and says why. */
  VOICE_OFF: 409,
  /** Manage Subscription without a Premium subscription: the web opens the plan popup instead. */
  NO_SUBSCRIPTION: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /**
   * Too many attempts for this e-mail or address: the caller must pass the bot check and send its
   * token (`challengeToken`) with the request again. The owner is slowed, never locked out.
   */
  CHALLENGE_REQUIRED: 428,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The body of every error response. `fields` maps a field path to what is wrong with it. */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /**
   * On a refusal of words the user wrote that met a crisis tier (a Basic user's memory note): the
   * help, which reaches the user even when what they wrote is not kept (shared/schemas/crisis.ts).
   */
  safety?: NoteSafety;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorStatus, value);

/** What a caller sees for a failure at or above 500: never internal details. */
export const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';
