import type { ReaderReport, SessionReport } from '#shared/insights/session-report';
import { CHECK_IN_SCORE } from './early-detection';

/**
 * A stored report as its user reads it (SAFETY.md 20): the suicide score and red flags stay on the
 * server for early detection and the follow-up, and the browser gets only whether the report should
 * offer support, at the score that opens a check-in card (CHECK_IN_SCORE).
 */
export function toReaderReport({ findings, ...report }: SessionReport): ReaderReport {
  const { suicideScore, redFlags: _internal, ...shown } = findings;
  return { ...report, findings: shown, showSupport: suicideScore.score >= CHECK_IN_SCORE };
}
