import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/button';
import { PageStatus } from '@/components/page-status';
import { useUser } from '@/lib/auth/get-user';
import { usePlans } from '@/lib/plans/plans-context';
import { useLogout } from '@/lib/auth/use-logout';
import { paths } from '@/paths';
import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';
import { SosAndLogout } from '@/features/dashboard/components/logout-button';
import { MenuUser } from '@/features/dashboard/components/menu-user';
import { UserDetailsError } from '@/features/dashboard/components/user-details-error';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { currentPlan } from '@/features/dashboard/plan';
import { useSidebar } from '@/features/dashboard/use-sidebar';
import { useGoals } from '@/features/goals/api/get-goals';
import { useProgress } from '@/features/goals/api/get-progress';
import { GoalsView } from '@/features/goals/components/goals-view';
import { PlanPopups } from '@/features/plans/components/plan-popups';
import { PlansProvider } from '@/features/plans/plans-provider';

/** /dashboard/goals (issue 21): on every plan; the subscription status loads with the page, as on the dashboard. */
export default function GoalsRoute() {
  return (
    <PlansProvider>
      <Goals />
    </PlansProvider>
  );
}

/**
 * The Goals page in the dashboard's frame: the side menu, SOS and Logout in the top bar, and the
 * check-in, streak, weekly WHO-5 and goals in the main area. Nothing here depends on the plan.
 */
function Goals() {
  const user = useUser();
  const plans = usePlans();
  const progress = useProgress();
  const goals = useGoals();
  const logout = useLogout();
  const sidebar = useSidebar();
  const navigate = useNavigate();

  if (user.status === 'pending') return <PageStatus>Loading your goals…</PageStatus>;
  if (user.status === 'error') {
    return <UserDetailsError page="Goals" heading="Your goals" error={user.error} onRetry={user.refetch} logout={logout} />;
  }

  const details = user.data;
  return (
    <DashboardLayout
      sidebar={sidebar}
      plan={currentPlan(plans.plan, details.plan)}
      menu={<DashboardNav current="goals" />}
      menuFooter={<MenuUser user={details} />}
      title="Goals"
      actions={
        <>
          <ButtonLink variant="ghost" to={paths.dashboard.getHref()}>
            Back to chat
          </ButtonLink>
          <SosAndLogout logout={logout} />
        </>
      }
      popups={
        plans.checkout !== null || plans.popup !== null ? <PlanPopups onCreateChat={() => navigate(paths.dashboard.getHref())} /> : null
      }
    >
      <title>Goals | Blue Guardian</title>
      <GoalsView progress={progress} goals={goals} />
    </DashboardLayout>
  );
}
