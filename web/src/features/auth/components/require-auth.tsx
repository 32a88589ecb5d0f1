import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageStatus } from '@/components/page-status';
import { paths, type LoginState } from '@/paths';
import { useSessionCheck } from '@/lib/auth/use-session-check';

/**
 * Lets only signed-in users through (spec section 2: /dashboard). Each entry asks the API; a false
 * status goes to /login, replacing history so Back does not return to the guarded page. Right
 * after a login the page shows at once while the check confirms it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const decision = useSessionCheck();
  const { pathname, search, hash } = useLocation();

  if (decision === 'signedOut') {
    const state: LoginState = { from: { pathname, search, hash } };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (decision === 'checking') return <PageStatus>Checking your session…</PageStatus>;
  return children;
}
