import { config, hasOpenAIKey } from '../../kernel/config';
import { apiKeySource } from '../coach/api-key';
import { openaiRiskAssessor } from './openai';
import type { RiskAssessor } from './port';

export type { RiskAssessment } from './assessment';
export type { AssessedTurn, RiskAssessor } from './port';
export { InvalidAssessmentError } from './openai';

/** The SDK's timeout per call; the screen's deadline (functions/safety/assessment.ts) is shorter still. */
const SDK_TIMEOUT_MS = 5_000;

/** Builds the assessor the configuration asks for, or none without a key; exported for tests. */
export function createRiskAssessor(openai = config().openai): RiskAssessor | undefined {
  if (!hasOpenAIKey(openai)) return undefined;
  return openaiRiskAssessor({ model: openai.model, baseURL: openai.baseURL, apiKey: apiKeySource(openai), timeoutMs: SDK_TIMEOUT_MS });
}

let assessor: { current: RiskAssessor | undefined } | undefined;

/**
 * The configured risk assessor, created once per process: OpenAI structured output when
 * OPENAI_API_KEY (or, in AWS, OPENAI_API_KEY_SECRET_ARN) is set; undefined otherwise.
 */
export function getRiskAssessor(): RiskAssessor | undefined {
  assessor ??= { current: createRiskAssessor() };
  return assessor.current;
}

/** Forgets the assessor; for tests that change the configuration. */
export function resetRiskAssessor(): void {
  assessor = undefined;
}
