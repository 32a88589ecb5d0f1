import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isPremium } from '#shared/plans';
import { usePlans } from '@/lib/plans/plans-context';
import { paths, type StartSessionState } from '@/paths';
import { useInsights, withoutReport } from '@/features/insights/api/get-insights';
import { useProgress } from '@/features/insights/api/get-progress';
import { InsightsView } from '@/features/insights/components/insights-view';
import { ReportTopicsDialog } from '@/features/insights/components/report-topics-dialog';
import { PlansProvider } from '@/features/plans/plans-provider';
import { SidePage } from '../side-page';

/** /dashboard/insights: the subscription status loads with the page, as on the dashboard. */
export default function InsightsRoute() {
  return (
    <PlansProvider>
      <Insights />
    </PlansProvider>
  );
}

/**
 * The insights in the dashboard's frame, with the report topics modal over them (the plan popup
 * wins). A recommendation goes back to the dashboard with its goal and style.
 */
function Insights() {
  const plans = usePlans();
  const insights = useInsights();
  const progress = useProgress();
  const navigate = useNavigate();
  const [report, setReport] = useState<{ chatId: string; title: string } | null>(null);
  const toChat = (state?: StartSessionState) => void navigate(paths.dashboard.getHref(), state ? { state } : undefined);

  const popup = report ? (
    <ReportTopicsDialog
      session={report}
      onClose={() => setReport(null)}
      onUpgrade={() => {
        setReport(null);
        plans.openPlans();
      }}
      onDeleted={(chatId) => insights.setData((data) => withoutReport(data, chatId))}
    />
  ) : null;

  return (
    <SidePage current="insights" title="Insights" loading="Loading your insights…" heading="Your insights" popup={popup}>
      {({ details, plan }) => (
        <InsightsView
          insights={insights}
          progress={progress}
          plan={plan}
          weeklySummary={details.preferences?.weeklySummary === true}
          onStartSession={(choice) => toChat({ startSession: choice })}
          // Reports are Premium's (the API refuses Basic too): Basic gets the plan popup instead.
          onOpenReport={(session) => (isPremium(plan) ? setReport(session) : plans.openPlans())}
          onUpgrade={() => plans.openPlans()}
        />
      )}
    </SidePage>
  );
}
