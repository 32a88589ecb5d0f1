import { CHALLENGE_FAILED_MESSAGE, CHALLENGE_REQUIRED_MESSAGE, CHALLENGE_UNAVAILABLE_MESSAGE } from '#shared/error-messages';
import { messages } from '#shared/messages';
import type { AnyRoute } from '#shared/routes/route-def';
import { getBotCheck } from '../providers/bot-check';
import { BotCheckUnavailableError } from '../providers/bot-check/port';
import { AppError, rateLimited, unavailable } from '../kernel/errors';
import { log } from '../kernel/log';
import { clientAddress } from './client-address';
import type { RateLimitInput } from './rate-limit';

/**
 * The bot check behind the 'challenge' limits (sign-in, sign-up, the reset and verification
 * mails): only the handlers of those routes import it, passing `{ challengeGate: requirePassedCheck }`
 * to http(), so no other function carries the check or its secret's client.
 */

const challengeTokenOf = (body: unknown): string | undefined => {
  const token = (body as { challengeToken?: unknown } | undefined)?.challengeToken;
  return typeof token === 'string' && token ? token : undefined;
};

/**
 * Over a 'challenge' limit the request goes on only with a passed bot check. Without a token the
 * caller is asked for one (428); a token that does not verify is asked again; a provider that
 * does not answer is a 503, never a pass. Without a configured check, the limit refuses (429).
 */
export async function requirePassedCheck(route: AnyRoute, input: RateLimitInput): Promise<void> {
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
