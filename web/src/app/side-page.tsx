import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PlanName } from '#shared/plans';
import type { UserDetails } from '#shared/schemas/user';
import { ButtonLink } from '@/components/button';
import { PageStatus } from '@/components/page-status';
import { useUser } from '@/lib/auth/get-user';
import { useLogout } from '@/lib/auth/use-logout';
import { usePlans } from '@/lib/plans/plans-context';
import { paths } from '@/paths';
import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';
import { SosAndLogout } from '@/features/dashboard/components/logout-button';
import { deleteAllChats } from '@/features/chat/delete-all-chats';
import { UserDetailsError } from '@/features/dashboard/components/user-details-error';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { currentPlan } from '@/features/dashboard/plan';
import { useSidebar } from '@/features/dashboard/use-sidebar';
import { PlanPopups } from '@/features/plans/components/plan-popups';
import { MenuAccount } from './menu-account';

/** What a page beside the chat knows of its user: their details and the plan it goes by. */
export interface SidePageUser {
  details: UserDetails;
  plan: PlanName | null | undefined;
}

export interface SidePageProps {
  /** Its link in the side menu. */
  current: 'insights' | 'goals' | 'memory' | 'buddies' | 'guardian';
  /** The top bar's title, and the document's ("<title> | Blue Guardian"). */
  title: string;
  /** Said while the user's details load, e.g. "Loading your goals…". */
  loading: string;
  /** The heading of the page when the user's details cannot be read. */
  heading: string;
  /** A dialog of the page's own over it; the plan popup wins while it is open. */
  popup?: ReactNode;
  children: (user: SidePageUser) => ReactNode;
}

/**
 * A signed-in page beside the chat (Insights, Goals) in the dashboard's frame: the side menu with
 * its links, the user and Settings, "Back to chat", SOS and Logout in the top bar, the plan popup when
 * opened, and the page's own content. Inside PlansProvider (the route gives it).
 */
export function SidePage({ current, title, loading, heading, popup, children }: SidePageProps) {
  const user = useUser();
  const plans = usePlans();
  const logout = useLogout();
  const sidebar = useSidebar();
  const navigate = useNavigate();

  if (user.status === 'pending') return <PageStatus>{loading}</PageStatus>;
  if (user.status === 'error') {
    return <UserDetailsError page={title} heading={heading} error={user.error} onRetry={user.refetch} logout={logout} />;
  }

  const details = user.data;
  const plan = currentPlan(plans.plan, details.plan);
  return (
    <DashboardLayout
      sidebar={sidebar}
      plan={plan}
      menu={<DashboardNav current={current} isGuardian={details.isGuardian === true} />}
      menuFooter={
        <MenuAccount
          user={details}
          onGoogleLinked={() => user.setData((current) => ({ ...current, provider: 'Google' }))}
          // No session list here to keep in step: the chats are read afresh on the dashboard.
          onDeleteAllChats={() => deleteAllChats(() => {})}
        />
      }
      title={title}
      actions={
        <>
          <ButtonLink variant="ghost" className="dashboard-bar__back" to={paths.dashboard.getHref()}>
            Back to chat
          </ButtonLink>
          <SosAndLogout logout={logout} />
        </>
      }
      popups={
        plans.checkout !== null || plans.popup !== null ? (
          <PlanPopups onCreateChat={() => void navigate(paths.dashboard.getHref())} />
        ) : (
          (popup ?? null)
        )
      }
    >
      <title>{`${title} | Blue Guardian`}</title>
      {children({ details, plan })}
    </DashboardLayout>
  );
}
