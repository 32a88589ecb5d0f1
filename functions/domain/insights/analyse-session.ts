import type { ReportEngine, ReportFindings } from '#shared/insights/session-report';
import { log } from '../../kernel/log';
import { countEvent } from '../../kernel/metrics';
import { KeyNotSetError } from '../../providers/coach/api-key';
import { failureFields } from '../../providers/coach/fallback';
import { getReportModel, type ReportModel } from '../../providers/insights';
import { moodAfterCrisis } from './crisis-mood';
import { keepToTheSession } from './keep-to-session';
import { analyseLocally, emotionWordCount, type ReportInput } from './local-report';

/**
 * A session's findings and the engine that wrote them: the report model (OpenAI structured output)
 * when one is configured, held to the session (keep-to-session.ts); the local analysis when there
 * is none, and whenever the model fails (an error, a timeout, or two answers off the schema). Only
 * the failure's class and status are logged. Whichever engine answered, the mood then follows the
 * chat's crisis flag (crisis-mood.ts), and the emotion words behind the shares are counted.
 */

export interface AnalysedReport {
  findings: ReportFindings;
  engine: ReportEngine;
  /** The words of the person's own messages that showed emotion (shared/insights/emotion-shares.ts). */
  emotionWords: number;
}

type EngineAnswer = Pick<AnalysedReport, 'findings' | 'engine'>;

const local = (input: ReportInput): EngineAnswer => ({ findings: analyseLocally(input), engine: 'local' });

async function answerOf(input: ReportInput, model: ReportModel | undefined): Promise<EngineAnswer> {
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

export async function analyseSession(input: ReportInput, model: ReportModel | undefined = getReportModel()): Promise<AnalysedReport> {
  const { findings, engine } = await answerOf(input, model);
  return { findings: moodAfterCrisis(findings, input.crisisFlag), engine, emotionWords: emotionWordCount(input) };
}
