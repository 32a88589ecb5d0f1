import type { APIGatewayProxyEvent } from 'aws-lambda';
import { CHALLENGE_FAILED_MESSAGE, CHALLENGE_REQUIRED_MESSAGE, CHALLENGE_UNAVAILABLE_MESSAGE } from '../../shared/error-messages';
import { messages } from '../../shared/messages';
import type { AnyRoute, RateRule } from '../../shared/routes/route-def';
import { takeRateLimitHit } from '../data/rate-limits';
import { getBotCheck } from '../providers/bot-check';
import { BotCheckUnavailableError } from '../providers/bot-check/port';
import { AppError, rateLimited, unavailable } from '../kernel/errors';
import { log } from '../kernel/log';
import { clientAddress, clientKey } from './client-address';

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

const challengeTokenOf = (body: unknown): string | undefined => {
  const token = (body as { challengeToken?: unknown } | undefined)?.challengeToken;
  return typeof token === 'string' && token ? token : undefined;
};

/**
 * Over a 'challenge' limit the request goes on only with a passed bot check. Without a token the
 * caller is asked for one (428); a token that does not verify is asked again; a provider that
 * does not answer is a 503, never a pass. Without a configured check, the limit refuses (429).
 */
async function requirePassedCheck(route: AnyRoute, input: RateLimitInput): Promise<void> {
  const botCheck = getBotCheck();
  if (!botCheck) {
    log.warn('bot check not configured: a challenge limit refuses instead', { route: route.name });
    throw rateLimited(route.rateLimitMessage ?? messages.rateLimited);
  }
  const token = challengeTokenOf(input.body);
  if (!token) throw new AppError('CHALLENGE_REQUIRED', CHALLENGE_REQUIRED_MESSAGE);
  let verdict;
  try {
    verdict = await botCheck.verify(token, { action: route.name, remoteIp: clientAddress(input.event) });
  } catch (error) {
    if (!(error instanceof BotCheckUnavailableError)) throw error;
    log.error('bot check unavailable', error, { route: route.name });
    throw unavailable(CHALLENGE_UNAVAILABLE_MESSAGE, { expose: true });
  }
  if (verdict !== 'passed') throw new AppError('CHALLENGE_REQUIRED', CHALLENGE_FAILED_MESSAGE);
}

/**
 * Counts this request against each of the route's rate rules, in one round trip to the table.
 * A full 'refuse' rule throws RATE_LIMITED (429); a full 'challenge' rule lets the request on
 * only with a passed bot check. A full window counts nothing more, so it empties on time.
 */
export async function enforceRateLimits(route: AnyRoute, input: RateLimitInput): Promise<void> {
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
  await requirePassedCheck(route, input);
}
