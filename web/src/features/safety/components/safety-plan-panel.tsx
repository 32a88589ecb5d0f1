import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useQuery } from '@/lib/use-query';
import { paths } from '@/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { getSafetyPlan } from '../api/get-safety-plan';
import { SafetyPlanForm } from './safety-plan-form';
import '../safety-tools.css';

const INTRO =
  'A safety plan is your own short list for hard moments: the warning signs you notice, the steps ' +
  'that help you cope, and people you can contact.';

/** The signed-in user's plan: loading, a failure with Try again, or the editor. */
function SafetyPlanEditor() {
  const plan = useQuery(getSafetyPlan);
  if (plan.status === 'pending') return <p role="status">Loading your safety plan…</p>;
  if (plan.status === 'error') {
    return (
      <div className="sos-panel">
        <Alert>We couldn&apos;t load your safety plan. Please try again.</Alert>
        <div>
          <Button variant="secondary" onClick={plan.refetch}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <SafetyPlanForm initial={plan.data} />;
}

/**
 * The "My safety plan" tab of the SOS dialog. The plan is kept in the account, so a visitor who is
 * not signed in (the landing page) reads what it is and how to keep one. On public pages the
 * session may not be known yet: it is asked once, and a failed check counts as signed out.
 */
export default function SafetyPlanPanel() {
  const { status, checkSession } = useAuth();
  const [checkFailed, setCheckFailed] = useState(false);

  useEffect(() => {
    if (status === 'unknown') checkSession().catch(() => setCheckFailed(true));
  }, [status, checkSession]);

  if (status === 'unknown' && !checkFailed) return <p role="status">Loading…</p>;
  if (status === 'signedIn') {
    return (
      <div className="sos-panel">
        <p className="sos-panel__lead">{INTRO} It is saved to your account.</p>
        <SafetyPlanEditor />
      </div>
    );
  }
  return (
    <div className="sos-panel">
      <p className="sos-panel__lead">{INTRO}</p>
      <p>Log in or create an account to write your safety plan and keep it in your account.</p>
      <p className="sos-panel__links">
        <Link to={paths.login.getHref()}>Log in</Link>
        <Link to={paths.signup.getHref()}>Create an account</Link>
      </p>
    </div>
  );
}
