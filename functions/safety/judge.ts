import { log } from '../kernel/log';
import { countEvent } from '../kernel/metrics';
import { anySignal } from '../kernel/signals';
import { KeyNotSetError } from '../providers/coach/api-key';
import { failureFields } from '../providers/coach/fallback';
import { getReplyJudge, type JudgedCategory, type JudgedReply } from '../providers/reply-judge';
import type { ReplyReason } from './reply';

/**
 * The reply judge's place in the reply screen (docs/safety.md, "A second reader of every reply"):
 * a model that reads meaning, run on every generated reply wherever a model is configured. It can
 * refuse a reply the local screen passed, never pass one it refused. Its failures (an error, an
 * answer off its format, its deadline) are logged by name only, never with the reply, and counted
 * in the ReplyJudgeFailures metric, which has an alarm.
 */

/** A reply is finished when the judge reads it; the person is waiting, so a late answer is no answer. */
export const JUDGE_DEADLINE_MS = 3_000;

/** What the judge said: the reasons it refuses (none: it may be shown), or that it could not say. */
export type Judgement = { judged: true; refused: ReplyReason[] } | { judged: false; configured: boolean };

const REASONS: Record<JudgedCategory, ReplyReason> = {
  means: 'means',
  encouragement: 'encouragement',
  enablingSelfHarm: 'enabling-self-harm',
  eatingDisorder: 'eating-disorder',
  romanceSexual: 'romance-sexual',
  secrecyGrooming: 'secrecy-grooming',
  dependence: 'dependence',
  humanClaim: 'claims-human',
  diagnosisMedication: 'diagnosis-medication',
  dangerousChallenge: 'dangerous-challenge',
};

/** Whether a judge is configured (a model writes the coach's replies): then a flagged chat's replies wait for it. */
export function hasReplyJudge(): boolean {
  try {
    return getReplyJudge() !== undefined;
  } catch {
    return false;
  }
}

/** The judge's reading of a reply, within JUDGE_DEADLINE_MS (the caller's signal may end it sooner). */
export async function judgeReply(input: JudgedReply, signal?: AbortSignal): Promise<Judgement> {
  let judge;
  try {
    judge = getReplyJudge();
  } catch (error) {
    log.warn('reply judge not configured; the local screen decides', failureFields(error));
    return { judged: false, configured: false };
  }
  if (!judge) return { judged: false, configured: false };
  const started = Date.now();
  const deadline = AbortSignal.timeout(JUDGE_DEADLINE_MS);
  try {
    const breaches = await judge.judge(input, signal ? anySignal([signal, deadline]) : deadline);
    log.info('reply judged', { durationMs: Date.now() - started });
    return { judged: true, refused: breaches.map((category) => REASONS[category]) };
  } catch (error) {
    if (error instanceof KeyNotSetError) {
      log.info('reply judge skipped: no OpenAI key set yet');
      return { judged: false, configured: false };
    }
    log.warn('reply judge failed', { ...failureFields(error), durationMs: Date.now() - started });
    countEvent('ReplyJudgeFailures');
    return { judged: false, configured: true };
  }
}
