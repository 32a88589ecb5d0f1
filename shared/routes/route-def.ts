import type * as z from 'zod/mini';
import type { Area } from '../areas';
import type { PlanName } from '../plans';

/**
 * What a route of the table is made of (the area files of shared/routes/, such as chat.ts). Lambda
 * code imports this module and its route's area file, never the index shared/routes/index.ts,
 * which pulls in every route.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** required: 401 without a valid session; optional: the session is read if present; none: never read. */
export type AuthMode = 'required' | 'optional' | 'none';

export type { PlanName };

/**
 * What a route's function may touch beyond its session check. The stack turns this into IAM
 * grants, so each function gets only what its route needs. Reading sessions (table read) is
 * implied by `auth` other than 'none'.
 */
export interface RouteAccess {
  /**
   * 'session': only puts and deletes session items (sign-in, refresh, logout). IAM cannot tell a
   * session item from the user's other items in the same partition, but these routes get neither
   * UpdateItem nor BatchWriteItem, so they cannot edit a profile or a chat.
   */
  table?: 'read' | 'write' | 'readwrite' | 'session';
  /** Needs the Firebase service account (admin calls such as creating users or session cookies). */
  identityAdmin?: boolean;
  /**
   * Calls Firebase Auth's REST API (password sign-in, token refresh, action codes) with the
   * server's own API key, a secret (functions/providers/identity/identity-rest.ts).
   */
  identityKey?: boolean;
  mail?: boolean;
  /** Calls the coach: the OpenAI key (a secret) in AWS, a longer timeout and more memory. */
  coach?: boolean;
  /** Calls Stripe: the Stripe secret key (and the webhook signing secret) in AWS. */
  payments?: boolean;
  /** Calls OpenAI's speech-to-text or text-to-speech: the OpenAI key (a secret) in AWS and a longer timeout. */
  speech?: boolean;
  /**
   * Asks OpenAI for a goal suggestion: the OpenAI key (a secret) and the coach's model
   * in AWS, and a longer timeout; without a key, templates answer.
   */
  goalSuggester?: boolean;
  /** Verifies unsubscribe tokens: the unsubscribe signing secret in AWS (functions/domain/mail/unsubscribe-token.ts). */
  unsubscribeKey?: boolean;
  /** Decides who may have the free trial: the key of its e-mail hashes in AWS (functions/domain/payment/free-trial.ts). */
  trialKey?: boolean;
  /**
   * The background jobs (shared/jobs.ts) whose queues the route puts work on: sqs:SendMessage on
   * each job's queue and its URL variable in AWS. The coach routes queue their session's report.
   */
  queues?: readonly string[];
}

/** A route whose body is a file upload in multipart/form-data (see RouteDef.upload). */
export interface UploadRule {
  /** The whole body's limit in bytes, form framing included; larger bodies are refused unread. */
  maxBytes: number;
  /** What the caller reads when the body is over `maxBytes`. */
  tooLargeMessage: string;
  /** What the caller reads when the body is not multipart/form-data. */
  notMultipartMessage: string;
}

/**
 * A limit on how often a route may be called: per e-mail in the body, per client address, or per
 * signed-in user. Counted in the table in fixed windows; over the limit the caller gets 429, or
 * with `over: 'challenge'` is asked to pass the bot check (428) and let through when it has.
 */
export interface RateRule {
  by: 'email' | 'client' | 'user';
  limit: number;
  windowSeconds: number;
  /**
   * 'challenge': over the limit, a request carrying a passed bot-check token goes on. For limits
   * an attacker could fill to lock the owner out (an e-mail's sign-in, reset and verification
   * mails), so the owner is asked to prove they are a person instead of being refused.
   */
  over?: 'refuse' | 'challenge';
}

/** Whether a route asks for the bot check over any of its limits (the stack gives it the secret). */
export const usesBotCheck = (route: Pick<RouteDef, 'rateLimit'>): boolean =>
  (route.rateLimit ?? []).some((rule) => rule.over === 'challenge');

export interface RouteDef<
  P extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends AuthMode = AuthMode,
> {
  /**
   * The route's export name in its area's file (`login`). Rate-limit counters are scoped by it, so
   * renaming a route restarts its windows.
   */
  name: string;
  /**
   * The product area the route belongs to (shared/areas.ts): its file under shared/routes/ and the
   * nested stack that deploys it.
   */
  area: Area;
  method: HttpMethod;
  /** API Gateway style: `/api/bot/chat/{chatId}`. */
  path: string;
  /** Module under functions/ exporting `handler`, without extension: `entry/api/<area>/<file>` (`entry/api/auth/login`). */
  handler: string;
  auth: A;
  plan?: PlanName;
  /** Path parameters; an empty object schema when the path has none. */
  params: P;
  /** Request body; undefined when the route takes none. */
  body: B;
  response: R;
  access: RouteAccess;
  rateLimit?: readonly RateRule[];
  /** What a caller over a limit reads; the generic `messages.rateLimited` when unset. */
  rateLimitMessage?: string;
  /**
   * State-changing routes refuse requests a browser marks as cross-site (Sec-Fetch-Site, Origin).
   * 'allow' only for callers that are not browsers, such as a payment provider's webhook; 'guard'
   * for a GET that changes state all the same (the spec's GET logout).
   */
  crossSite?: 'allow' | 'guard';
  /**
   * The handler reads the request body as the raw text it arrived as, unparsed: a payment
   * provider's signature is computed over those exact bytes. `body` is then undefined.
   */
  rawBody?: true;
  /**
   * The body is a file upload in multipart/form-data: the handler reads the parsed form
   * (`HandlerInput.form`). `body` is then undefined.
   */
  upload?: UploadRule;
  /**
   * The answer is bytes of this media type (such as audio/mpeg), not JSON: the handler returns a
   * Uint8Array (the `response` schema checks it), sent base64-encoded with `isBase64Encoded`, which
   * API Gateway turns back into bytes. Errors are still the JSON error body.
   */
  binaryResponse?: string;
  /**
   * The answer streams (ARCHITECTURE.md 12): Lambda response streaming behind API
   * Gateway's `responseTransferMode: STREAM`, newline-delimited JSON events each checked against
   * `response`. Errors found before the stream starts are still the JSON error answers.
   */
  streaming?: true;
  /**
   * The answer is the same for every caller and may be kept this many seconds by browsers and
   * shared caches (`Cache-Control: public, max-age`); every other answer is `no-store`.
   */
  cacheSeconds?: number;
}

export type AnyRoute = RouteDef;

/** Methods that change state, which the cross-site guard checks (HttpMethod may grow PATCH). */
const STATE_CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * Whether the http chain refuses cross-site browser requests to this route: every state-changing
 * method unless the route says `crossSite: 'allow'`, and any route that says 'guard'
 * (functions/http/cross-site.ts).
 */
export const guardsCrossSite = (route: Pick<RouteDef, 'method' | 'crossSite'>): boolean =>
  route.crossSite === 'guard' || (STATE_CHANGING_METHODS.includes(route.method) && route.crossSite !== 'allow');

export type ParamsOf<R extends AnyRoute> = z.input<R['params']>;
export type BodyOf<R extends AnyRoute> = R['body'] extends z.ZodMiniType ? z.input<R['body']> : undefined;
export type ResponseOf<R extends AnyRoute> = z.output<R['response']>;
