import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isPremium } from '../../../../shared/plans';
import { ButtonLink } from '@/components/button';
import { PageStatus } from '@/components/page-status';
import { useUser } from '@/lib/auth/get-user';
import { usePlans } from '@/lib/plans/plans-context';
import { paths, type StartSessionState } from '@/paths';
import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';
import { SosAndLogout } from '@/features/dashboard/components/logout-button';
import { useLogout } from '@/lib/auth/use-logout';
import { MenuUser } from '@/features/dashboard/components/menu-user';
import { UserDetailsError } from '@/features/dashboard/components/user-details-error';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { currentPlan } from '@/features/dashboard/plan';
import { useSidebar } from '@/features/dashboard/use-sidebar';
import { useInsights, withoutReport } from '@/features/insights/api/get-insights';
import { InsightsView } from '@/features/insights/components/insights-view';
import { ReportTopicsDialog } from '@/features/insights/components/report-topics-dialog';
import { PlanPopups } from '@/features/plans/components/plan-popups';
import { PlansProvider } from '@/features/plans/plans-provider';

/** /dashboard/insights (issue 19): the subscription status loads with the page, as on the dashboard. */
export default function InsightsRoute() {
  return (
    <PlansProvider>
      <Insights />
    </PlansProvider>
  );
}

/**
 * The Insights page in the dashboard's frame: the side menu (links back to the chat), SOS and
 * Logout in the top bar, the insights in the main area, and the report topics modal or the plan
 * popup over it. A recommendation goes back to the dashboard with its goal and style.
 */
function Insights() {
  const user = useUser();
  const plans = usePlans();
  const insights = useInsights();
  const logout = useLogout();
  const sidebar = useSidebar();
  const navigate = useNavigate();
  const [report, setReport] = useState<{ chatId: string; title: string } | null>(null);
  const toChat = (state?: StartSessionState) => navigate(paths.dashboard.getHref(), state ? { state } : undefined);

  if (user.status === 'pending') return <PageStatus>Loading your insights…</PageStatus>;
  if (user.status === 'error') {
    return <UserDetailsError page="Insights" heading="Your insights" error={user.error} onRetry={user.refetch} logout={logout} />;
  }

  const details = user.data;
  const plan = currentPlan(plans.plan, details.plan);
  // Reports are Premium's (the API refuses Basic too): Basic gets the plan popup instead.
  const openReport = (session: { chatId: string; title: string }) => (isPremium(plan) ? setReport(session) : plans.openPlans());

  return (
    <DashboardLayout
      sidebar={sidebar}
      plan={plan}
      menu={<DashboardNav current="insights" />}
      menuFooter={<MenuUser user={details} />}
      title="Insights"
      actions={
        <>
          <ButtonLink variant="ghost" to={paths.dashboard.getHref()}>
            Back to chat
          </ButtonLink>
          <SosAndLogout logout={logout} />
        </>
      }
      popups={
        plans.checkout !== null || plans.popup !== null ? (
          <PlanPopups onCreateChat={() => toChat()} />
        ) : report ? (
          <ReportTopicsDialog
            session={report}
            onClose={() => setReport(null)}
            onUpgrade={() => {
              setReport(null);
              plans.openPlans();
            }}
            onDeleted={(chatId) => insights.setData((data) => withoutReport(data, chatId))}
          />
        ) : null
      }
    >
      <title>Insights | Blue Guardian</title>
      <InsightsView
        insights={insights}
        plan={plan}
        weeklySummary={details.preferences?.weeklySummary === true}
        onStartSession={(choice) => toChat({ startSession: choice })}
        onOpenReport={openReport}
        onUpgrade={() => plans.openPlans()}
      />
    </DashboardLayout>
  );
}
