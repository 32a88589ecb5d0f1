import { createContext, useContext } from 'react';

/** unknown until the first check; signedIn after a login or a positive check. */
export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: SessionStatus;
  /** Asks the API whether the session cookie is live (GET /api/user/loggedIn) and records it. */
  checkSession: () => Promise<boolean>;
  /** Records a successful login, which starts the periodic session refresh. */
  markSignedIn: () => void;
  /**
   * Logs out on the server and here, then goes to the landing page (spec section 4), or to `to`
   * (the page that says a deleted account is gone), replacing history either way.
   */
  logout: (to?: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
