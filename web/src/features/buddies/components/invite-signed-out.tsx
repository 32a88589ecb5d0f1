import { SignInAndComeBack } from '@/components/sign-in-and-come-back';
import { InviteExplained } from './invite-explained';

export const invitedSignedOutTitle = (name: string) => `${name} invited you to be buddies on Blue Guardian`;
export const SIGN_IN_TO_ANSWER = 'Log in or sign up to answer. You will come back to this invitation afterwards.';

/**
 * The invitation as a signed-out visitor sees it: who invites and what a buddy sees, then Log in
 * and Sign up, which come back here. Answering needs a session.
 */
export function InviteSignedOut({ name }: { name: string }) {
  return (
    <div className="buddy-invite">
      <h1 id="page-title" className="auth-card__title">
        {invitedSignedOutTitle(name)}
      </h1>
      <InviteExplained />
      <p>{SIGN_IN_TO_ANSWER}</p>
      <SignInAndComeBack className="buddy-actions" />
    </div>
  );
}
