import { useId } from 'react';
import type { PlanName } from '#shared/plans';
import type { InsightsOverview } from '#shared/schemas/insights';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import type { useInsights } from '../api/get-insights';
import type { useProgress } from '../api/get-progress';
import { DistressChart, EmotionsChart, MoodChart, SessionCountChart } from '../charts/insights-charts';
import { REPORT_WAIT } from '../labels';
import { ProgressSection } from './progress-section';
import { Recommendations, type SessionChoice } from './recommendations';
import { ReportList } from './report-list';
import { WeeklyEmailOffer } from './weekly-email-offer';
import '@/components/side-page.css';
import '../insights.css';

export interface InsightsViewProps {
  /** The overview, loaded by the route, which also edits it when a report is deleted. */
  insights: ReturnType<typeof useInsights>;
  /** The check-ins, WHO-5 results and goals, loaded by the route beside the overview. */
  progress: ReturnType<typeof useProgress>;
  plan: PlanName | null | undefined;
  /** The profile's weekly e-mail choice. */
  weeklySummary: boolean;
  onStartSession: (choice: SessionChoice) => void;
  onOpenReport: (session: { chatId: string; title: string }) => void;
  onUpgrade: () => void;
}

/** The page's two counts, each with what it counts in small print. */
function Figures({ basic }: { basic: InsightsOverview['basic'] }) {
  return (
    <dl className="insights-figures">
      <div>
        <dt>Sessions</dt>
        <dd>{basic.sessionCount}</dd>
        <dd className="insights-basis">Every session you have started.</dd>
      </div>
      <div>
        <dt>Sessions with a report</dt>
        <dd>{basic.reportedCount}</dd>
        <dd className="insights-basis">The charts below are based on these.</dd>
      </div>
    </dl>
  );
}

/** What Basic does not see, in one place, with the plan popup one click away. */
function UpgradePrompt({ onUpgrade }: { onUpgrade: () => void }) {
  const id = useId();
  return (
    <section className="insights-card insights-upgrade" aria-labelledby={id}>
      <h2 id={id} className="insights-card__title">
        Premium Emotional Insights
      </h2>
      <p>
        Levels of anxiety and distress, emotions, discussion topics, every source of stress, recommendations for future sessions, each
        session&apos;s report and a weekly summary e-mail come with Premium.
      </p>
      <div>
        <Button aria-haspopup="dialog" onClick={onUpgrade}>
          Upgrade
        </Button>
      </div>
    </section>
  );
}

/**
 * The Insights page: the basic view on every plan (session count, mood trend,
 * top stress sources); Premium adds every chart, recommendations, each session's report and the
 * weekly e-mail offer; Basic gets an Upgrade prompt for the rest. The server decides which.
 * Below them, on every plan, the user's own progress from their check-ins.
 */
export function InsightsView({ progress, ...props }: InsightsViewProps) {
  return (
    <div className="side-page">
      <h1 className="side-page__title">Your insights</h1>
      <InsightsBody {...props} />
      <ProgressSection progress={progress} />
    </div>
  );
}

function InsightsBody(props: Omit<InsightsViewProps, 'progress'>) {
  const { insights, plan, weeklySummary, onStartSession, onOpenReport, onUpgrade } = props;
  if (insights.status === 'pending') return <p role="status">Loading your insights…</p>;
  if (insights.status === 'error') {
    return (
      <div className="insights-card">
        <Alert>{errorMessage(insights.error, "We couldn't load your insights. Please try again.")}</Alert>
        <div>
          <Button onClick={insights.refetch}>Try again</Button>
        </div>
      </div>
    );
  }
  const { basic, premium } = insights.data;
  const empty = basic.reportedCount === 0;

  return (
    <div className="side-page__column">
      <Figures basic={basic} />
      {empty ? (
        <p className="insights-card insights-empty">No reports yet. {REPORT_WAIT}</p>
      ) : (
        <div className="insights-charts">
          <MoodChart mood={basic.mood} />
          {premium ? <DistressChart distress={premium.distress} /> : null}
          <SessionCountChart
            title={premium ? 'Sources of stress' : 'Top sources of stress'}
            what="sources of stress"
            items={(premium ? premium.stressSources : basic.topStressSources).map((item) => ({
              name: item.source,
              sessions: item.sessions,
            }))}
            reports={basic.reportedCount}
          />
          {premium ? (
            <>
              <SessionCountChart
                title="Discussion topics"
                what="discussion topics"
                items={premium.discussionTopics.map((item) => ({ name: item.topic, sessions: item.sessions }))}
                reports={basic.reportedCount}
              />
              <EmotionsChart emotions={premium.emotions} emotionWords={premium.emotionWords} />
            </>
          ) : null}
        </div>
      )}
      {premium ? (
        <>
          <Recommendations recommendations={premium.recommendations} plan={plan} onStart={onStartSession} onUpgrade={onUpgrade} />
          <ReportList reports={premium.reports} onOpen={onOpenReport} />
          <WeeklyEmailOffer subscribed={weeklySummary} />
        </>
      ) : (
        <UpgradePrompt onUpgrade={onUpgrade} />
      )}
    </div>
  );
}
