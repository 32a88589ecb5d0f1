import * as z from 'zod/mini';
import type { AuthMode, RateRule, RouteDef } from './route-def';

/**
 * What the route files of shared/routes/ (one per product area, shared/areas.ts) are written
 * with: `route`, the rate helpers and the constants their rows share.
 *
 * A handler imports its area's file, never the index shared/routes/index.ts, and esbuild keeps only
 * the route it uses and that route's schemas. For esbuild to drop the others, a route may hold only
 * literals, constants, schemas and calls of functions marked free of side effects; anything else (a
 * property read such as `messages.chat.tooFast`, arithmetic such as `15 * MINUTE`) is hoisted to a
 * constant above the routes. esbuild 0.28 honours `@__NO_SIDE_EFFECTS__` only for calls in the file
 * that declares the function (docs/decisions/0020-each-lambda-builds-only.md), so each area file declares its own one-line copies
 * of `route` and the rate helpers it calls, marked so, that call these. test/infra/bundling.test.ts
 * fails when a handler's bundle holds another route.
 */

/** Checks a route against RouteDef while keeping its schemas' own types, for the typed client. */
/* @__NO_SIDE_EFFECTS__ */
export function route<P extends z.ZodMiniType, B extends z.ZodMiniType | undefined, R extends z.ZodMiniType, A extends AuthMode>(
  def: RouteDef<P, B, R, A>,
): RouteDef<P, B, R, A> {
  return def;
}

export const noParams = /* @__PURE__ */ z.strictObject({});

export const MINUTE = 60;
export const QUARTER_HOUR = 15 * MINUTE;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Per client address the hard limits are generous: a school or a mobile carrier puts many people
 * behind one address. Per e-mail (what guessing and spamming target) a few attempts are allowed,
 * then the bot check is asked for (challengeAfter), never a refusal the owner cannot get past.
 */
/* @__NO_SIDE_EFFECTS__ */
export function perClient(limit: number, windowSeconds: number): RateRule {
  return { by: 'client', limit, windowSeconds };
}
/**
 * Over this limit the caller passes the bot check instead of being refused: an attacker who fills
 * an e-mail's window cannot lock its owner out, and each further guess costs them a solved check.
 */
/* @__NO_SIDE_EFFECTS__ */
export function challengeAfter(by: 'email' | 'client', limit: number, windowSeconds: number): RateRule {
  return { by, limit, windowSeconds, over: 'challenge' };
}
/* @__NO_SIDE_EFFECTS__ */
export function perUser(limit: number, windowSeconds: number): RateRule {
  return { by: 'user', limit, windowSeconds };
}
