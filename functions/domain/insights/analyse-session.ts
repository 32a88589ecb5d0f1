import type { ReportEngine, ReportFindings } from '../../../shared/insights/session-report';
import { log } from '../../kernel/log';
import { countEvent } from '../../kernel/metrics';
import { KeyNotSetError } from '../../providers/coach/api-key';
import { failureFields } from '../../providers/coach/fallback';
import { getReportModel, type ReportModel } from '../../providers/insights';
import { keepToTheSession } from './keep-to-session';
import { analyseLocally, type ReportInput } from './local-report';

/**
 * A session's findings and the engine that wrote them: the report model (OpenAI structured output)
 * when one is configured, held to the session (keep-to-session.ts); the local analysis when there
 * is none, and whenever the model fails (an error, a timeout, or two answers off the schema). Only
 * the failure's class and status are logged.
 */

export interface AnalysedReport {
  findings: ReportFindings;
  engine: ReportEngine;
}

const local = (input: ReportInput): AnalysedReport => ({ findings: analyseLocally(input), engine: 'local' });

export async function analyseSession(input: ReportInput, model: ReportModel | undefined = getReportModel()): Promise<AnalysedReport> {
  if (!model) return local(input);
  try {
    return { findings: keepToTheSession(await model.findings(input), input), engine: 'openai' };
  } catch (error) {
    // No key yet (the stack's placeholder) is a setup state, not an incident.
    if (error instanceof KeyNotSetError) log.info('session report local: no OpenAI key set yet');
    else {
      log.warn('session report falling back to local', failureFields(error));
      countEvent('ReportFallbacks');
    }
    return local(input);
  }
}
