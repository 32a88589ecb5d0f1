import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginHref, type FromAuthState } from '@/paths';
import { useAuth } from '@/lib/auth/auth-context';

/** The sessionStorage flag the spec sets after a Google sign-in (section 3). Not a credential. */
export const IS_LOGGED_IN_KEY = 'isLoggedIn';

/**
 * What every successful sign-in does (spec section 4): mark the session live and go to the
 * dashboard with the from-auth state, or back to the page the user was on when their session
 * ended. The Google flow also sets the spec's `isLoggedIn` session flag.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const { markSignedIn } = useAuth();

  return useCallback(
    ({ google = false }: { google?: boolean } = {}) => {
      markSignedIn();
      if (google) {
        try {
          sessionStorage.setItem(IS_LOGGED_IN_KEY, 'true');
        } catch {
          // Storage can be disabled; the session cookie is what counts.
        }
      }
      const state: FromAuthState = { fromAuth: true, fromLogin: true };
      void navigate(afterLoginHref(location.state), { state });
    },
    [markSignedIn, navigate, location.state],
  );
}
