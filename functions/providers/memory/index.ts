import { config, hasOpenAIKey } from '../../kernel/config';
import { apiKeySource } from '../coach/api-key';
import { openaiMemoryProposer } from './openai';
import type { MemoryProposer } from './port';

export type { MemoryProposer } from './port';
export { InvalidNotesError } from './openai';

/** Builds the note writer the configuration asks for, or none without a key; exported for tests. */
export function createMemoryProposer(openai = config().openai): MemoryProposer | undefined {
  if (!hasOpenAIKey(openai)) return undefined;
  return openaiMemoryProposer({ ...openai, apiKey: apiKeySource(openai) });
}

let proposer: { current: MemoryProposer | undefined } | undefined;

/**
 * The configured note writer, created once per process: OpenAI structured output when
 * OPENAI_API_KEY (or, in AWS, OPENAI_API_KEY_SECRET_ARN) is set; undefined otherwise.
 */
export function getMemoryProposer(): MemoryProposer | undefined {
  proposer ??= { current: createMemoryProposer() };
  return proposer.current;
}

/** Forgets the note writer; for tests that change the configuration. */
export function resetMemoryProposer(): void {
  proposer = undefined;
}
