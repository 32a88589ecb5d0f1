import type { APIGatewayProxyEvent } from 'aws-lambda';
import { messages } from '#shared/messages';
import type { AnyRoute, RateRule } from '#shared/routes/route-def';
import { takeRateLimitHit } from '../data/rate-limits';
import { rateLimited } from '../kernel/errors';
import { log } from '../kernel/log';
import { clientKey } from './client-address';

/** What a rule can be keyed by, once the request is parsed and its session read. */
export interface RateLimitInput {
  event: APIGatewayProxyEvent;
  body: unknown;
  uid: string | undefined;
}

/** The value a rule counts by; undefined when the request has none (then the rule does not apply). */
function keyFor(rule: RateRule, input: RateLimitInput): string | undefined {
  switch (rule.by) {
    case 'email': {
      const email = (input.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email ? email.trim().toLowerCase() : undefined;
    }
    case 'client':
      return clientKey(input.event);
    case 'user':
      return input.uid;
  }
}

/**
 * Counts this request against each of the route's rate rules, in one round trip to the table.
 * A full 'refuse' rule throws RATE_LIMITED (429); a full 'challenge' rule lets the request on
 * only with a passed bot check. A full window counts nothing more, so it empties on time.
 */
/**
 * What lets a request over a 'challenge' limit go on: the bot check (bot-check-gate.ts). Passed in
 * by the few routes that ask for it, so the others' functions carry no bot check and no Secrets
 * Manager client to slow their cold starts.
 */
export type ChallengeGate = (route: AnyRoute, input: RateLimitInput) => Promise<void>;

export async function enforceRateLimits(route: AnyRoute, input: RateLimitInput, gate?: ChallengeGate): Promise<void> {
  const rules = route.rateLimit ?? [];
  if (!rules.length) return;
  const results = await Promise.all(
    rules.map((rule) => {
      const key = keyFor(rule, input);
      if (key === undefined) return true;
      return takeRateLimitHit({
        // A challenge rule counts apart from a refusing one of the same key and window.
        scope: `${route.name}:${rule.by}:${rule.windowSeconds}${rule.over === 'challenge' ? ':check' : ''}`,
        key,
        limit: rule.limit,
        windowSeconds: rule.windowSeconds,
      });
    }),
  );
  const full = rules.filter((_, i) => !results[i]);
  if (!full.length) return;
  if (full.some((rule) => rule.over !== 'challenge')) throw rateLimited(route.rateLimitMessage ?? messages.rateLimited);
  if (!gate) {
    // http() refuses to build such a route without its gate; this is the fail-safe all the same.
    log.warn('challenge limit without a bot check gate: refusing', { route: route.name });
    throw rateLimited(route.rateLimitMessage ?? messages.rateLimited);
  }
  await gate(route, input);
}
