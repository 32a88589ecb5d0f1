import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { GoogleIcon } from './google-icon';
import { useCompleteSignIn } from '../use-complete-sign-in';

/**
 * The Google flow and the SDK loader come in their own chunk, after the page has rendered, so the
 * login page's first load stays small; by the time of a click they are long there.
 */
const loadGoogleFlow = () => import('../api/google-signup');

/**
 * Continue with Google on /login and /signup (spec sections 2 to 4 and 8). The same flow signs in
 * and signs up: the API creates the account on first use. A closed pop-up says nothing.
 */
export function GoogleSignInButton() {
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
    setPending(true);
    setError(null);
    const result = await loadGoogleFlow().then(
      ({ continueWithGoogle }) => continueWithGoogle(),
      () => 'refused' as const,
    );
    setPending(false);
    if (result === 'signedIn') completeSignIn({ google: true });
    else if (result === 'refused') setError(messages.google.signupFailed);
  };

  return (
    <div className="auth-alternative">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <Button variant="secondary" block onClick={onClick} disabled={pending} isLoading={pending}>
        {pending ? null : <GoogleIcon />}
        {messages.google.continueWith}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
