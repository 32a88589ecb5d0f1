import { config, hasOpenAIKey } from '../../kernel/config';
import { apiKeySource } from '../coach/api-key';
import { openaiReportModel } from './openai';
import type { ReportModel } from './port';

export type { ReportModel, ReportRequest } from './port';
export { InvalidReportError } from './openai';

/** Builds the model the configuration asks for, or none without a key; exported for tests. */
export function createReportModel(openai = config().openai): ReportModel | undefined {
  if (!hasOpenAIKey(openai)) return undefined;
  return openaiReportModel({ ...openai, apiKey: apiKeySource(openai) });
}

let model: { current: ReportModel | undefined } | undefined;

/**
 * The configured report model, created once per process: OpenAI structured output when
 * OPENAI_API_KEY (or, in AWS, OPENAI_API_KEY_SECRET_ARN) is set; undefined otherwise.
 */
export function getReportModel(): ReportModel | undefined {
  model ??= { current: createReportModel() };
  return model.current;
}

/** Forgets the model; for tests that change the configuration. */
export function resetReportModel(): void {
  model = undefined;
}
