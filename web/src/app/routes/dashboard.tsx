import { useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageStatus } from '../../components/page-status';
import { errorMessage } from '../../lib/api-client';
import { adoptProfilePreferences } from '../../lib/preferences';
import { useUser } from '../../features/auth/api/get-user';
import { useAuth } from '../../features/auth/auth-context';
import { DashboardLayout } from '../../features/dashboard/dashboard-layout';
import { SettingsButton } from '../../features/settings/components/settings-button';

/** The signed-in home: the menu with the user and Settings, a greeting, Logout. The chat comes next. */
export default function DashboardRoute() {
  const user = useUser();
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  // Set once Google is linked in Settings, so the popup shows "Account Linked" without a reload.
  const [linkedGoogle, setLinkedGoogle] = useState(false);

  // The choices saved on the profile follow the user to this device (spec sections 2 and 3).
  useEffect(() => {
    if (user.status === 'success') adoptProfilePreferences(user.data.preferences);
  }, [user.status, user.data]);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  if (user.status === 'pending') return <PageStatus>Loading your dashboard…</PageStatus>;

  const details = user.status === 'success' ? { ...user.data, provider: linkedGoogle ? ('Google' as const) : user.data.provider } : null;
  const fullName = details ? `${details.firstName} ${details.lastName}`.trim() : '';

  return (
    <DashboardLayout
      actions={
        <Button variant="secondary" onClick={onLogout} disabled={leaving} isLoading={leaving}>
          Logout
        </Button>
      }
      menuFooter={
        details ? (
          <>
            <span className="dashboard-menu__user">{fullName || details.email}</span>
            <SettingsButton user={details} onGoogleLinked={() => setLinkedGoogle(true)} />
          </>
        ) : null
      }
    >
      <title>Dashboard | Blue Guardian</title>
      {details ? (
        <>
          <h1 className="dashboard__greeting">Hi {details.firstName}</h1>
          <p className="dashboard__lead">
            Welcome to Blue Guardian. Your coaching sessions will live here: set a goal, pick a style, and talk things
            through whenever you need.
          </p>
          <div className="card dashboard__card">
            <h2>Your chat is almost ready</h2>
            <p>We are putting the finishing touches on chat sessions. Thanks for being here early!</p>
          </div>
        </>
      ) : (
        <>
          <h1 className="dashboard__greeting">Your dashboard</h1>
          <Alert>{errorMessage(user.error, 'We could not load your details. Please try again.')}</Alert>
          <Button onClick={user.refetch}>Try again</Button>
        </>
      )}
    </DashboardLayout>
  );
}
