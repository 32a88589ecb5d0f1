import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { afterLoginHref } from '@/paths';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * /login sends a signed-in user to /dashboard (spec section 2), or back where they came from.
 * The form shows at once and the check runs beside it, so a signed-out visitor never waits for it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { checkSession } = useAuth();
  const location = useLocation();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    let active = true;
    void checkSession().then((loggedIn) => {
      if (active && loggedIn) setSignedIn(true);
    });
    return () => {
      active = false;
    };
  }, [checkSession]);

  return signedIn ? <Navigate to={afterLoginHref(location.state)} replace /> : children;
}
