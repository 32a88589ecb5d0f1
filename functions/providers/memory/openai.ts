import type { OpenAIConfig } from '../../kernel/config';
import { lazyOpenAI } from '../openai-client';
import { strictResponseFormat, structuredAnswer, type StructuredCompletion } from '../openai-json-schema';
import { proposedNotes } from './notes';
import type { MemoryProposer } from './port';
import { MEMORY_PROMPT, memoryRequest } from './prompt';
import { anySignal } from '../../kernel/signals';

/**
 * The OpenAI note writer: one Chat Completions call with structured output, `store: false`, in the
 * background after a session went quiet (the report job), so the client's own retries may run. An
 * answer that is not valid notes throws like an HTTP error: the domain then keeps nothing new.
 */

export interface OpenAIMemoryOptions extends Pick<OpenAIConfig, 'model' | 'baseURL' | 'timeoutMs' | 'maxRetries'> {
  apiKey: () => Promise<string>;
}

/** Three sentences: the cap stops a rambling answer early. */
export const MEMORY_MAX_TOKENS = 300;

export class InvalidNotesError extends Error {}

/** The `response_format` of the call, built once per process. */
export const notesResponseFormat = strictResponseFormat('memory_notes', proposedNotes);

/** The notes of a completion; throws InvalidNotesError when it holds none that pass the schema. */
export const notesOf = (completion: StructuredCompletion): string[] =>
  structuredAnswer(completion, proposedNotes, (reason) => new InvalidNotesError(reason)).notes;

export function openaiMemoryProposer(options: OpenAIMemoryOptions): MemoryProposer {
  const getClient = lazyOpenAI(options);
  return {
    async propose({ userMessages, known, limit }, callerSignal) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = callerSignal ? anySignal([callerSignal, deadline]) : deadline;
      const openai = await getClient();
      const completion = await openai.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: MEMORY_PROMPT },
            { role: 'user', content: memoryRequest(userMessages, known) },
          ],
          store: false,
          temperature: 0.2,
          max_completion_tokens: MEMORY_MAX_TOKENS,
          response_format: notesResponseFormat(),
        },
        { signal },
      );
      return notesOf(completion).slice(0, limit);
    },
  };
}
