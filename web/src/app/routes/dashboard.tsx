import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SiteHeader } from '../../components/layout';
import { PageStatus } from '../../components/page-status';
import { errorMessage } from '../../lib/api-client';
import { useUser } from '../../features/auth/api/get-user';
import { useAuth } from '../../features/auth/auth-context';
import './dashboard.css';

/** First version of the signed-in home: a greeting by first name and Logout. The chat comes next. */
export default function DashboardRoute() {
  const user = useUser();
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  if (user.status === 'pending') return <PageStatus>Loading your dashboard…</PageStatus>;

  return (
    <div className="page page--dashboard">
      <title>Dashboard | Blue Guardian</title>
      <SiteHeader>
        <Button variant="secondary" onClick={onLogout} disabled={leaving} isLoading={leaving}>
          Logout
        </Button>
      </SiteHeader>
      <main id="main" className="content-main dashboard">
        {user.status === 'success' ? (
          <>
            <h1 className="dashboard__greeting">Hi {user.data.firstName}</h1>
            <p className="dashboard__lead">
              Welcome to Blue Guardian. Your coaching sessions will live here: set a goal, pick a style, and talk
              things through whenever you need.
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
      </main>
    </div>
  );
}
