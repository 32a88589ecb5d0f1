import type { APIGatewayProxyEvent } from 'aws-lambda';
import { messages } from '../../shared/messages';
import type { AnyRoute, RateRule } from '../../shared/routes/route-def';
import { takeRateLimitHit } from '../data/rate-limits';
import { clientKey } from './client-address';
import { rateLimited } from '../kernel/errors';

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
 * Counts this request against each of the route's rate rules and throws RATE_LIMITED (429) when
 * any of them is full. The rules are counted at once, in one round trip to the table.
 */
export async function enforceRateLimits(route: AnyRoute, input: RateLimitInput): Promise<void> {
  const rules = route.rateLimit ?? [];
  if (!rules.length) return;
  const results = await Promise.all(
    rules.map((rule) => {
      const key = keyFor(rule, input);
      if (key === undefined) return true;
      return takeRateLimitHit({
        scope: `${route.name}:${rule.by}:${rule.windowSeconds}`,
        key,
        limit: rule.limit,
        windowSeconds: rule.windowSeconds,
      });
    }),
  );
  if (results.includes(false)) throw rateLimited(route.rateLimitMessage ?? messages.rateLimited);
}
