import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useBotCheck } from '@/components/bot-check/use-bot-check';
import { PasswordField } from '@/components/password-field';
import { EmailField } from '@/components/email-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/paths';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';
import { LegalConsent } from './legal-consent';
import { VerifyEmailDialog } from './verify-email-dialog';

const LOGIN_FAILED = 'Sorry, we could not log you in. Please try again.';

const isUnverified = (error: unknown) =>
  error instanceof ApiError && (error.code === 'EMAIL_NOT_VERIFIED' || error.message === messages.login.verifyMail);

/** A wrong password or an e-mail the API refuses: both are "the wrong credentials" to the user. */
const isBadCredentials = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.code === 'BAD_REQUEST');

/**
 * The login form (spec sections 2, 4, 5 and 8). The form skips the browser's own validation so the
 * spec's message shows for empty fields; the inputs keep type="email" and required for semantics.
 */
export function LoginForm() {
  const completeSignIn = useCompleteSignIn();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const botCheck = useBotCheck('login', () => formRef.current?.requestSubmit());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!email.trim() || !password) {
      setError(messages.login.fillIn);
      return;
    }
    setError(null);
    try {
      await login.mutate({ email: email.trim(), password, ...botCheck.takeToken() });
    } catch (failure) {
      if (botCheck.asked(failure)) return;
      botCheck.clear();
      if (isUnverified(failure)) setVerifyOpen(true);
      else if (isBadCredentials(failure)) setError(messages.login.wrongCredentials);
      else setError(errorMessage(failure, LOGIN_FAILED));
      return;
    }
    botCheck.clear();
    completeSignIn();
  };

  return (
    <>
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
        <p className="auth-form__aside">
          <Link to={paths.forgotPassword.getHref()}>Forgot Password</Link>
        </p>
        {error ? <Alert>{error}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {botCheck.element}
        <Button type="submit" block disabled={login.isPending} isLoading={login.isPending}>
          Login
        </Button>
      </form>
      <GoogleSignInButton />
      <p className="auth-switch">
        New to Blue Guardian? <Link to={paths.signup.getHref()}>Sign up</Link>
      </p>
      <LegalConsent action="logging in" />
      {verifyOpen ? (
        <VerifyEmailDialog
          email={email.trim()}
          password={password}
          returnFocusRef={passwordRef}
          onClose={() => setVerifyOpen(false)}
          onSent={(message) => {
            setVerifyOpen(false);
            setNotice(message);
          }}
        />
      ) : null}
    </>
  );
}
