import { config, hasOpenAIKey } from '../../kernel/config';
import { apiKeySource } from './api-key';
import { guarded, withFallback } from './fallback';
import { offlineCoach } from './offline';
import { openaiCoach } from './openai';
import type { Coach } from './port';

export type { Coach, CoachMemory, CoachReply, CoachRequest, CoachTurn } from './port';
export { CoachUnavailableError } from './port';

let coach: Coach | undefined;

/** Builds the coach the configuration asks for; exported for tests, handlers use getCoach(). */
export function createCoach(openai = config().openai): Coach {
  const offline = offlineCoach();
  if (!hasOpenAIKey(openai)) return guarded(offline);
  return withFallback(openaiCoach({ ...openai, apiKey: apiKeySource(openai) }), offline);
}

/**
 * The configured coach, created once per process: OpenAI when OPENAI_API_KEY (or, in AWS,
 * OPENAI_API_KEY_SECRET_ARN) is set, answering with the offline coach (engine 'offline') when
 * OpenAI fails after its retries or runs out of time; the offline coach otherwise. Throws
 * CoachUnavailableError only when no reply could be written at all.
 */
export function getCoach(): Coach {
  coach ??= createCoach();
  return coach;
}

/** Forgets the coach; for tests that change the configuration. */
export function resetCoach(): void {
  coach = undefined;
}
