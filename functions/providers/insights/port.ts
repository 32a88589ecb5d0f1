import type { ChatGoal, ChatStyle } from '#shared/chat';
import type { ReportFindings } from '#shared/insights/session-report';

/**
 * The report model port: a provider that reads a session and answers the report's findings,
 * checked against the shared schema. The OpenAI adapter (openai.ts) is the only one; with no key
 * there is none, and the domain (functions/domain/insights/analyse-session.ts) makes the local
 * report instead, as it does whenever the model fails.
 */

export interface ReportRequest {
  chatGoal: ChatGoal;
  chatStyle: ChatStyle;
  /** The chat's messages, oldest first; the adapter sends only the person's own. */
  messages: readonly { role: 'user' | 'assistant' | 'system'; content: string }[];
}

export interface ReportModel {
  /** Findings that passed the shared schema; throws on any failure. */
  findings(request: ReportRequest, signal?: AbortSignal): Promise<ReportFindings>;
}
