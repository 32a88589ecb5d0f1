import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button';
import { paths, type LoginState } from '@/paths';
import { InviteExplained } from './invite-explained';

export const invitedSignedOutTitle = (name: string) => `${name} invited you to be buddies on Blue Guardian`;
export const SIGN_IN_TO_ANSWER = 'Log in or sign up to answer. You will come back to this invitation afterwards.';

/**
 * The invitation as a signed-out visitor sees it: who invites and what a buddy sees, then Log in
 * and Sign up, which come back here (the login through the router's state, a sign-up through the
 * address kept by lib/auth/use-session-check.ts). Answering needs a session.
 */
export function InviteSignedOut({ name }: { name: string }) {
  const { pathname, search, hash } = useLocation();
  const state: LoginState = { from: { pathname, search, hash } };
  return (
    <div className="buddy-invite">
      <h1 id="page-title" className="auth-card__title">
        {invitedSignedOutTitle(name)}
      </h1>
      <InviteExplained />
      <p>{SIGN_IN_TO_ANSWER}</p>
      <div className="buddy-actions">
        <ButtonLink to={paths.login.getHref()} state={state}>
          Log in
        </ButtonLink>
        <ButtonLink to={paths.signup.getHref()} state={state} variant="secondary">
          Sign up
        </ButtonLink>
      </div>
    </div>
  );
}
