import type { ReportFindings } from '#shared/insights/session-report';
import type { CrisisTier } from '#shared/safety';

/**
 * A session that met a crisis tier is never reported as neutral or positive mood, whatever its
 * words scored and whichever engine read it: someone who wrote that they had pills in their hand
 * must not read "Overall mood: neutral" about that session. Applied to every report's findings
 * after the engine answered (analyse-session.ts). Its label is `heavy` (the report's kind word,
 * no clinical label), and its score sits at most at HEAVY_MOOD_SCORE, so the mood chart draws it
 * well below neutral too.
 */

/** Halfway down the negative side of the −1 to 1 scale: where a heavy session is drawn at most. */
export const HEAVY_MOOD_SCORE = -0.5;

/** The findings with their mood held to the chat's crisis flag, if it has one (any tier, confirmed or not). */
export function moodAfterCrisis(findings: ReportFindings, flag: CrisisTier | undefined): ReportFindings {
  if (!flag) return findings;
  const score = Math.min(findings.sentiment.score, HEAVY_MOOD_SCORE);
  return { ...findings, sentiment: { score, label: 'heavy' } };
}
