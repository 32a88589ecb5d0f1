import { coachServer, config } from '../../kernel/config';
import { apiKeySource } from '../coach/api-key';
import { compatibleReplyJudge } from './compatible';
import { openaiReplyJudge } from './openai';
import type { ReplyJudge } from './port';

export type { JudgedReply, ReplyJudge } from './port';
export type { JudgedCategory } from './judgement';
export { InvalidJudgementError } from './port';

/** The client's own timeout per call; the reply screen's deadline (functions/domain/chat/reply-context.ts) is shorter. */
const CLIENT_TIMEOUT_MS = 5_000;

/**
 * Builds the judge the configuration asks for (exported for tests): wherever a model writes the
 * coach's replies, a model judges them, SAFETY_JUDGE_MODEL or the coach's own; with no model, none.
 */
export function createReplyJudge(openai = config().openai): ReplyJudge | undefined {
  const model = openai.judgeModel ?? openai.model;
  const server = coachServer(openai);
  if (server === 'none') return undefined;
  if (server === 'openai')
    return openaiReplyJudge({ model, baseURL: openai.baseURL, apiKey: apiKeySource(openai), timeoutMs: CLIENT_TIMEOUT_MS });
  return compatibleReplyJudge({ model, baseURL: openai.baseURL, timeoutMs: CLIENT_TIMEOUT_MS });
}

let judge: { current: ReplyJudge | undefined } | undefined;

/** The configured judge, created once per process; undefined with no model configured. */
export function getReplyJudge(): ReplyJudge | undefined {
  judge ??= { current: createReplyJudge() };
  return judge.current;
}

/** Forgets the judge; for tests that change the configuration. */
export function resetReplyJudge(): void {
  judge = undefined;
}
