import { SUICIDE_SCORE_MEANINGS, type ReportEngine, type SessionReport } from '../../../../../shared/insights/session-report';
import { CrisisResourcesCard } from '@/components/sos/crisis-resources-card';

/** Whose estimate the score is: always named, and never a diagnosis (issue 19, 6). */
export const ESTIMATE_NOTE: Record<ReportEngine, string> = {
  openai: "This score is an AI's estimate, not a diagnosis. Only a professional can assess how you are.",
  local:
    'This score is an automatic estimate by the simpler local analysis (no AI), not a diagnosis. Only a professional can assess how you are.',
};

export interface SuicideScoreProps {
  score: SessionReport['findings']['suicideScore'];
  engine: ReportEngine;
}

/**
 * The suicide score, shown only when its topic was picked: the number with its meaning on the
 * scale, what it rests on, whose estimate it is, the whole scale, and the crisis resources
 * whenever it is above 0.
 */
export function SuicideScore({ score, engine }: SuicideScoreProps) {
  return (
    <div className="suicide-score">
      <p className="suicide-score__value">
        <strong>{score.score} out of 5:</strong> {SUICIDE_SCORE_MEANINGS[score.score]}
      </p>
      <p>
        <strong>What it is based on:</strong> {score.basis}
      </p>
      <p className="suicide-score__note">{ESTIMATE_NOTE[engine]}</p>
      <details className="suicide-score__scale">
        <summary>The whole scale, from 0 to 5</summary>
        <ol start={0}>
          {SUICIDE_SCORE_MEANINGS.map((meaning) => (
            <li key={meaning}>{meaning}</li>
          ))}
        </ol>
      </details>
      {score.score > 0 ? <CrisisResourcesCard /> : null}
    </div>
  );
}
