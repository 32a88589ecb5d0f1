import type { OpenAIConfig } from '../../kernel/config';
import { lazyOpenAI } from '../openai-client';
import { strictResponseFormat, structuredAnswer, type StructuredCompletion } from '../openai-json-schema';
import { riskAssessment, type RiskAssessment } from './assessment';
import type { RiskAssessor } from './port';
import { ASSESSOR_PROMPT, assessorRequest } from './prompt';

/**
 * The OpenAI risk assessor: one Chat Completions call with structured output (a strict JSON schema
 * made from the zod schema), `store: false`, temperature 0, no retries: it runs beside the local
 * screen against a deadline, and a late answer is no answer. An answer that is not a valid
 * assessment throws, like an HTTP error: the local screen then decides alone.
 */

export interface OpenAIAssessorOptions extends Pick<OpenAIConfig, 'model' | 'baseURL'> {
  apiKey: () => Promise<string>;
  /** The client's own timeout; the caller's signal carries the real deadline. */
  timeoutMs: number;
}

/** Ten booleans and two enums: about 80 tokens; the cap stops a rambling answer early. */
export const ASSESSOR_MAX_TOKENS = 200;

/** OpenAI answered, but not with a valid assessment (a refusal, a cut-off or off-schema answer). */
export class InvalidAssessmentError extends Error {}

/** The `response_format` of the call, built once per process. */
export const assessmentResponseFormat = strictResponseFormat('risk_assessment', riskAssessment);

/** The assessment of a completion; throws InvalidAssessmentError when it holds none. */
export const assessmentOf = (completion: StructuredCompletion): RiskAssessment =>
  structuredAnswer(completion, riskAssessment, (reason) => new InvalidAssessmentError(reason));

export function openaiRiskAssessor(options: OpenAIAssessorOptions): RiskAssessor {
  const getClient = lazyOpenAI({ ...options, maxRetries: 0 });
  return {
    async assess(turns, signal) {
      const openai = await getClient();
      const completion = await openai.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: ASSESSOR_PROMPT },
            { role: 'user', content: assessorRequest(turns) },
          ],
          store: false,
          temperature: 0,
          max_completion_tokens: ASSESSOR_MAX_TOKENS,
          response_format: assessmentResponseFormat(),
        },
        { signal },
      );
      return assessmentOf(completion);
    },
  };
}
