import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageStatus } from '@/components/page-status';
import { paths, type LoginState } from '@/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { arrivedAt, keepReturnTo } from '@/lib/return-to';

/**
 * Lets only signed-in users through (spec section 2: /dashboard). Each entry asks the API; a false
 * status goes to /login, replacing history so Back does not return to the guarded page. Right
 * after a login the page shows at once while the check confirms it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, checkSession } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [decision, setDecision] = useState<'checking' | 'allowed' | 'denied'>(() => (status === 'signedIn' ? 'allowed' : 'checking'));

  // Kept beyond the router's state too (lib/return-to.ts): a sign-up goes on in an e-mail's tab.
  const noteReturn = useEffectEvent((loggedIn: boolean) => {
    const here = `${pathname}${search}${hash}`;
    if (loggedIn) arrivedAt(here);
    else keepReturnTo(here);
  });
  useEffect(() => {
    let active = true;
    void checkSession().then((loggedIn) => {
      noteReturn(loggedIn);
      if (active) setDecision(loggedIn ? 'allowed' : 'denied');
    });
    return () => {
      active = false;
    };
  }, [checkSession]);

  if (decision === 'denied') {
    const state: LoginState = { from: { pathname, search, hash } };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (decision === 'checking') return <PageStatus>Checking your session…</PageStatus>;
  return children;
}
