import type { RiskTier } from '#shared/safety';
import { log } from '../kernel/log';
import { KeyNotSetError } from '../providers/coach/api-key';
import { failureFields } from '../providers/coach/fallback';
import { getRiskAssessor, type AssessedTurn, type RiskAssessment } from '../providers/risk-assessor';
import { anySignal } from '../kernel/signals';

/**
 * The risk assessor's place in the crisis screen: its answer, read as a tier. It runs
 * beside the local screen, against a deadline, and it can only raise the local tier (SAFETY.md
 * 10): a model cannot undo a crisis decision, and "asking for a friend" is a common way to
 * disclose, so its "someone else's" never lowers anything either. Without a key, after an error
 * or past the deadline it says nothing, and the local screen decides alone.
 */

/** Well under a second: the reply is being written meanwhile, and a late answer is no answer. */
export const ASSESSOR_DEADLINE_MS = 800;

export interface AssessedRisk {
  tier: RiskTier;
  harmToOthers: boolean;
  /** Which answers made the tier, e.g. 'assessor.plan'; never words of the conversation. */
  reasons: string[];
}

/** Acts or thoughts placed more than three months back are history: one tier lower (a told attempt is b). */
const historyOf = (tier: RiskTier): RiskTier => (tier === 'c' ? 'b' : tier === 'b' ? 'a' : tier);

/**
 * The tier an assessment stands for, after the C-SSRS screener's triage: preparation, intent or a
 * plan is c; thoughts of killing oneself, of a method, or self-harm b; a wish to be dead a; the
 * whole one lower when it all lies longer ago. Someone else's risk is tier a (the person needs
 * support to help them); harm meant to another person is c.
 */
export function tierOfAssessment(assessment: RiskAssessment): AssessedRisk {
  const said = (Object.keys(assessment) as (keyof RiskAssessment)[]).filter((key) => assessment[key] === true);
  const reasons = said.map((key) => `assessor.${key}`);
  if (assessment.harmToOthers) return { tier: 'c', harmToOthers: true, reasons };
  let tier: RiskTier = 'none';
  if (assessment.wishToBeDead) tier = 'a';
  if (assessment.activeThoughts || assessment.method || assessment.selfHarm) tier = 'b';
  if (assessment.intent || assessment.plan || assessment.preparatoryBehaviour) tier = 'c';
  if (tier === 'none') return { tier, harmToOthers: false, reasons };
  if (assessment.whose === 'someone-else') return { tier: 'a', harmToOthers: false, reasons: [...reasons, 'assessor.someone-else'] };
  if (assessment.timing === 'longer-ago') return { tier: historyOf(tier), harmToOthers: false, reasons: [...reasons, 'assessor.past'] };
  return { tier, harmToOthers: false, reasons };
}

/**
 * The assessor's tier for the last user turn, or undefined when none is configured, it fails or it
 * misses ASSESSOR_DEADLINE_MS (the caller's signal may end it sooner). Logs the time and the
 * failure's name only: an assessment beside a uid would be health data in the logs (SAFETY.md 11).
 */
export async function assessRisk(turns: readonly AssessedTurn[], signal?: AbortSignal): Promise<AssessedRisk | undefined> {
  let assessor;
  try {
    assessor = getRiskAssessor();
  } catch (error) {
    log.warn('risk assessor not configured; the local screen decides', failureFields(error));
    return undefined;
  }
  if (!assessor) return undefined;
  const started = Date.now();
  const deadline = AbortSignal.timeout(ASSESSOR_DEADLINE_MS);
  try {
    const assessment = await assessor.assess(turns, signal ? anySignal([signal, deadline]) : deadline);
    log.info('risk assessed', { durationMs: Date.now() - started });
    return tierOfAssessment(assessment);
  } catch (error) {
    if (error instanceof KeyNotSetError) log.info('risk assessment skipped: no OpenAI key set yet');
    else log.warn('risk assessment failed; the local screen decides', { ...failureFields(error), durationMs: Date.now() - started });
    return undefined;
  }
}
