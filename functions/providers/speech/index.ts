import { config, hasOpenAIKey } from '../../kernel/config';
import { apiKeySource } from '../coach/api-key';
import { openaiSpeech } from './openai';
import { SpeechNotConnectedError, type Speech } from './port';

export type { Recording, Speech } from './port';
export { SpeechNotConnectedError } from './port';

const NOT_CONNECTED = 'No OpenAI key is configured (OPENAI_API_KEY or OPENAI_API_KEY_SECRET_ARN)';

/** What answers when no key is configured: every call says voice is not connected. */
const notConnected: Speech = {
  transcribe: () => Promise.reject(new SpeechNotConnectedError(NOT_CONNECTED)),
  speak: () => Promise.reject(new SpeechNotConnectedError(NOT_CONNECTED)),
};

let speech: Speech | undefined;

/** Whether voice is connected: an OpenAI key (or, in AWS, its secret) is configured. */
export const speechConfigured = (openai = config().openai): boolean => hasOpenAIKey(openai);

/** Builds the speech adapter the configuration asks for; exported for tests, handlers use getSpeech(). */
export function createSpeech(openai = config().openai): Speech {
  if (!hasOpenAIKey(openai)) return notConnected;
  return openaiSpeech({ ...openai, apiKey: apiKeySource(openai) });
}

/** The configured speech adapter, created once per process. */
export function getSpeech(): Speech {
  speech ??= createSpeech();
  return speech;
}

/** Forgets the adapter; for tests that change the configuration. */
export function resetSpeech(): void {
  speech = undefined;
}
