import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import { clearSessionStorage } from '@/lib/storage-keys';
import { paths, type LoginState } from '@/paths';
import { AuthContext, type AuthContextValue, type SessionStatus } from '@/lib/auth/auth-context';
import { getLoggedIn } from './api/logged-in';
import { logout as logoutRequest } from './api/logout';
import { refreshSession, SESSION_REFRESH_INTERVAL_MS } from './api/refresh-session';

/**
 * Holds the session state app-wide. The session itself is the httpOnly cookie the API sets; this
 * only tracks whether it is live, keeps it fresh every 55 minutes while signed in, and signs out
 * locally when a route that requires a session answers 401.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<SessionStatus>('unknown');
  const pendingCheck = useRef<Promise<boolean> | null>(null);

  const checkSession = useCallback(() => {
    // Guards mounting together (or twice under StrictMode) share one request.
    pendingCheck.current ??= getLoggedIn()
      .then((loggedIn) => {
        setStatus(loggedIn ? 'signedIn' : 'signedOut');
        return loggedIn;
      })
      .finally(() => {
        pendingCheck.current = null;
      });
    return pendingCheck.current;
  }, []);

  const markSignedIn = useCallback(() => setStatus('signedIn'), []);

  const logout = useCallback(
    async (to: string = paths.home.getHref()) => {
      try {
        await logoutRequest();
      } catch (error) {
        // The local sign-out below still happens: the user asked to leave.
        console.warn('Logout request failed', error);
      }
      clearSessionStorage();
      setStatus('signedOut');
      void navigate(to, { replace: true });
    },
    [navigate],
  );

  // Reads the location at the moment the session ends, so logging in again returns there.
  const onSessionEnded = useEffectEvent(() => {
    clearSessionStorage();
    setStatus('signedOut');
    const { pathname, search, hash } = location;
    const state: LoginState = pathname === paths.login.path ? {} : { from: { pathname, search, hash } };
    void navigate(paths.login.getHref(), { replace: true, state });
  });

  useEffect(() => onUnauthorized(() => onSessionEnded()), []);

  useEffect(() => {
    if (status !== 'signedIn') return undefined;
    const timer = setInterval(() => {
      refreshSession().catch((error: unknown) => {
        // A 401 already reached the unauthorized listener; anything else is retried next time.
        console.warn('Session refresh failed', error);
      });
    }, SESSION_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, checkSession, markSignedIn, logout }),
    [status, checkSession, markSignedIn, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
