import { useEffect, useState } from 'react';
import { messages } from '#shared/messages';
import type { AgeConfirmation } from '#shared/safety';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { GoogleIcon } from './google-icon';
import { useCompleteSignIn } from '../use-complete-sign-in';

/**
 * The Google flow and the SDK loader come in their own chunk, after the page has rendered, so the
 * login page's first load stays small; by the time of a click they are long there.
 */
const loadGoogleFlow = () => import('../api/google-signup');

export interface GoogleSignInButtonProps {
  /**
   * On /signup: the terms' age question must be answered first, and the answer goes with the
   * signup (SAFETY.md 8). From /login a new Google user is asked on the dashboard instead.
   */
  askAge?: boolean;
  ageConfirmation?: AgeConfirmation | null;
  /** The age question is unanswered: the form takes the user to it. */
  onAgeMissing?: () => void;
}

/**
 * Continue with Google on /login and /signup (spec sections 2 to 4 and 8). The same flow signs in
 * and signs up: the API creates the account on first use. A closed pop-up says nothing.
 */
export function GoogleSignInButton({ askAge = false, ageConfirmation = null, onAgeMissing }: GoogleSignInButtonProps) {
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelPrefetch: (() => void) | undefined;
    let active = true;
    loadGoogleFlow().then(
      ({ prefetchGoogleAuth }) => {
        if (active) cancelPrefetch = prefetchGoogleAuth();
      },
      (error: unknown) => console.warn('Could not load Google sign-in', error),
    );
    return () => {
      active = false;
      cancelPrefetch?.();
    };
  }, []);

  const onClick = async () => {
    if (askAge && !ageConfirmation) {
      setError(messages.signup.ageRequired);
      onAgeMissing?.();
      return;
    }
    setPending(true);
    setError(null);
    const result = await loadGoogleFlow().then(
      ({ continueWithGoogle }) => continueWithGoogle(askAge && ageConfirmation ? ageConfirmation : undefined),
      () => 'refused' as const,
    );
    setPending(false);
    if (result === 'signedIn') completeSignIn({ google: true });
    else if (result === 'refused') setError(messages.google.signupFailed);
  };

  // The age reminder goes away once the question is answered.
  const shown = error === messages.signup.ageRequired && ageConfirmation ? null : error;

  return (
    <div className="auth-alternative">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <Button variant="secondary" block onClick={() => void onClick()} disabled={pending} isLoading={pending}>
        {pending ? null : <GoogleIcon />}
        {messages.google.continueWith}
      </Button>
      {shown ? <Alert>{shown}</Alert> : null}
    </div>
  );
}
