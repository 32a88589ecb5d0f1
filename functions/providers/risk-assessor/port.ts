import type { RiskAssessment } from './assessment';

/**
 * The risk assessor port: a provider that reads the last turns of a conversation and
 * answers the C-SSRS screener's questions about the person's last message. The OpenAI adapter is
 * the only one; with no key there is none, and the local screen decides alone
 * (functions/safety/assessment.ts turns an answer into a tier, which may only raise the screen's).
 */

export interface AssessedTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface RiskAssessor {
  /** The assessment of the last user turn of `turns` (oldest first); throws on any failure. */
  assess(turns: readonly AssessedTurn[], signal?: AbortSignal): Promise<RiskAssessment>;
}
