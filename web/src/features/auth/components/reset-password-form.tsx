import { useState, type FormEvent } from 'react';
import { messages } from '#shared/messages';
import { isValidPassword } from '#shared/validation';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/paths';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordField } from '@/components/new-password-field';
import { INVALID_RESET_CODE_MESSAGE } from '#shared/error-messages';

/** Shown for a link without its code, in the words the API uses for a bad or used one. */
const RESET_LINK_INVALID = INVALID_RESET_CODE_MESSAGE;
const SAVE_FAILED = "We couldn't save your new password. Please try again.";

type Outcome = { status: 'saved'; message: string } | { status: 'invalidLink'; message: string };

const isInvalidCode = (error: unknown) =>
  error instanceof ApiError && (error.code === 'INVALID_ACTION_CODE' || error.fields?.oobCode !== undefined);

/** The password-reset e-mail's page (/reset-password#oobCode=…): choose a new password, once. */
export function ResetPasswordForm({ oobCode }: { oobCode: string | null }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!oobCode) return;
    if (!isValidPassword(password)) {
      setError(messages.signup.passwordRule);
      return;
    }
    setError(null);
    try {
      const result = await reset.mutate({ oobCode, newPassword: password });
      setOutcome({ status: 'saved', message: result.message });
    } catch (failure) {
      if (isInvalidCode(failure)) setOutcome({ status: 'invalidLink', message: errorMessage(failure, RESET_LINK_INVALID) });
      else if (failure instanceof ApiError && failure.status < 500) setError(errorMessage(failure, SAVE_FAILED));
      else setError(SAVE_FAILED);
    }
  };

  const view: Outcome | null = oobCode ? outcome : { status: 'invalidLink', message: RESET_LINK_INVALID };

  if (view?.status === 'saved') {
    return (
      <>
        <Alert tone="success">{view.message}</Alert>
        <ButtonLink to={paths.login.getHref()} block className="auth-next">
          {messages.emailVerified.goToLogin}
        </ButtonLink>
      </>
    );
  }
  if (view?.status === 'invalidLink') {
    return (
      <>
        <Alert>{view.message}</Alert>
        <ButtonLink to={paths.forgotPassword.getHref()} variant="secondary" block className="auth-next">
          Ask for a new link
        </ButtonLink>
      </>
    );
  }
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <NewPasswordField
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" block disabled={reset.isPending} isLoading={reset.isPending}>
        Save Password
      </Button>
    </form>
  );
}
