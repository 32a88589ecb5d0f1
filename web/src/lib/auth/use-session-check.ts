import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { arrivedAt, keepReturnTo } from '@/lib/return-to';
import { useAuth } from './auth-context';

/** Whether the visitor of a page that depends on it is signed in: 'checking' until the API answers. */
export type SessionCheck = 'checking' | 'signedIn' | 'signedOut';

/**
 * Asks the API on each entry whether the session is live (right after a login the answer starts
 * as signed in while the check confirms it). A signed-out visitor's address is kept beyond the
 * router's state (lib/return-to.ts): a sign-up goes on in an e-mail's tab and comes back here.
 */
export function useSessionCheck(): SessionCheck {
  const { status, checkSession } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [check, setCheck] = useState<SessionCheck>(() => (status === 'signedIn' ? 'signedIn' : 'checking'));

  const noteReturn = useEffectEvent((loggedIn: boolean) => {
    const here = `${pathname}${search}${hash}`;
    if (loggedIn) arrivedAt(here);
    else keepReturnTo(here);
  });
  useEffect(() => {
    let active = true;
    void checkSession().then((loggedIn) => {
      noteReturn(loggedIn);
      if (active) setCheck(loggedIn ? 'signedIn' : 'signedOut');
    });
    return () => {
      active = false;
    };
  }, [checkSession]);

  return check;
}
