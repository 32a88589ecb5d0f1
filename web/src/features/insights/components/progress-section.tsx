import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/paths';
import type { ProgressData, useProgress } from '../api/get-progress';
import { DailyMoodChart, Who5Chart } from '../charts/progress-charts';
import { GOAL_WINDOWS, goalHistories } from '../progress';

const goalsLink = (
  <Link className="insights-link" to={paths.goals.getHref()}>
    Go to your goals
  </Link>
);

/** Each active goal with the days a check-in ticked it: words only, a chart would add nothing. */
function GoalHistoryList({ data }: { data: ProgressData }) {
  const id = useId();
  const histories = goalHistories(data.goals, data.progress.checkIns, data.progress.today);
  return (
    <section className="insights-card" aria-labelledby={id}>
      <h3 id={id} className="insights-card__title">
        Your goals in your check-ins
      </h3>
      {histories.length > 0 ? (
        <>
          <ul className="goal-history">
            {histories.map((history) => (
              <li key={history.goalId}>
                <span className="goal-history__text">{history.text}</span>:{' '}
                {history.days.map((days, index) => `${days} of the last ${GOAL_WINDOWS[index]} days`).join(', ')}
              </li>
            ))}
          </ul>
          <p className="insights-basis">Based on the days your check-ins ticked each goal.</p>
        </>
      ) : (
        <p>No active goals right now. When you set one, you will see here how often you worked on it. {goalsLink}</p>
      )}
    </section>
  );
}

function ProgressBody({ progress }: { progress: ReturnType<typeof useProgress> }) {
  if (progress.status === 'pending') return <p role="status">Loading your progress…</p>;
  if (progress.status === 'error') {
    return (
      <div className="insights-card">
        <Alert>{errorMessage(progress.error, "We couldn't load your progress. Please try again.")}</Alert>
        <div>
          <Button onClick={progress.refetch}>Try again</Button>
        </div>
      </div>
    );
  }
  const { checkIns, who5 } = progress.data.progress;
  if (checkIns.length === 0 && who5.length === 0) {
    return (
      <p className="insights-card insights-empty">
        No check-ins yet, and that is fine. A daily check-in takes a moment: once you have made a few, your mood, your goals and your weekly
        WHO-5 scores will show here. {goalsLink}
      </p>
    );
  }
  return (
    <>
      <DailyMoodChart checkIns={checkIns} />
      <Who5Chart who5={who5} />
      <GoalHistoryList data={progress.data} />
    </>
  );
}

/**
 * "Your progress" on the Insights page: the daily check-ins' mood, the weekly WHO-5
 * scores and each active goal's check-in history, on every plan. It loads on its own, so a
 * failure here leaves the session insights above it in place.
 */
export function ProgressSection({ progress }: { progress: ReturnType<typeof useProgress> }) {
  const id = useId();
  return (
    <section className="insights insights-progress" aria-labelledby={id}>
      <h2 id={id} className="insights-progress__title">
        Your progress
      </h2>
      <ProgressBody progress={progress} />
    </section>
  );
}
