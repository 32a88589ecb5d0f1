import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button';
import { paths, type LoginState } from '@/paths';

/**
 * Log in and Sign up for a signed-out visitor of a link's page (an invitation, a guardian's
 * confirmation), both coming back to this page: the login through the router's state, a sign-up
 * through the address kept by lib/auth/use-session-check.ts.
 */
export function SignInAndComeBack({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const state: LoginState = { from: { pathname, search, hash } };
  return (
    <div className={className}>
      <ButtonLink to={paths.login.getHref()} state={state}>
        Log in
      </ButtonLink>
      <ButtonLink to={paths.signup.getHref()} state={state} variant="secondary">
        Sign up
      </ButtonLink>
    </div>
  );
}
