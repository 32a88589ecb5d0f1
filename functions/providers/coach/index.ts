import { coachServer, config } from '../../kernel/config';
import { apiKeySource } from './api-key';
import { guarded, withFallback } from './fallback';
import { offlineCoach } from './offline';
import { openaiCoach } from './openai';
import type { Coach } from './port';

export type { Care, Coach, CoachMemory, CoachPiece, CoachReply, CoachReplyEnd, CoachRequest, CoachTurn } from './port';
export { CoachUnavailableError } from './port';

let coach: Coach | undefined;

/** What the client sends as the key to a server that needs none (Ollama's own examples send "ollama"). */
const NO_KEY = 'not-needed';

/** Builds the coach the configuration asks for; exported for tests, handlers use getCoach(). */
export function createCoach(openai = config().openai): Coach {
  const offline = offlineCoach();
  const server = coachServer(openai);
  if (server === 'none') return guarded(offline);
  if (server === 'openai') return withFallback(openaiCoach({ ...openai, apiKey: apiKeySource(openai) }), offline);
  // A compatible server (Ollama, vLLM, llama.cpp) takes no key, but the client always sends one: any
  // text does. `compatible` keeps the request to the fields such servers know (no `store`,
  // `max_tokens` for the cap).
  const compatible = { ...openai, apiKey: () => Promise.resolve(NO_KEY), compatible: true };
  return withFallback(openaiCoach(compatible), offline);
}

/**
 * The configured coach, created once per process: OpenAI when OPENAI_API_KEY (or, in AWS,
 * OPENAI_API_KEY_SECRET_ARN) is set, or the compatible server OPENAI_BASE_URL names when no key
 * is (both engine 'openai'), answering with the offline coach (engine 'offline') when the model
 * fails after its retries or runs out of time; the offline coach otherwise. Throws
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
