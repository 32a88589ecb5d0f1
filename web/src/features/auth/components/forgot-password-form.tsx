import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages';
import { isValidEmail } from '#shared/validation';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useBotCheck } from '@/components/bot-check/use-bot-check';
import { EmailField } from '@/components/email-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/paths';
import { useRequestPasswordReset } from '../api/forgot-password';

const ENTER_EMAIL = 'Please enter a valid email address.';

type Notice = { tone: 'success' | 'error'; text: string };

/** A 429 says when to try again, which is worth more than the spec's general failure text. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return errorMessage(error, messages.rateLimited);
  return messages.forgotPassword.failed;
}

/** The /forgot-password form (spec section 2): one e-mail field, Reset Password, Back to login. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const botCheck = useBotCheck('forgotPassword', () => formRef.current?.requestSubmit());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setNotice({ tone: 'error', text: ENTER_EMAIL });
      return;
    }
    setNotice(null);
    try {
      await request.mutate({ email: address, ...botCheck.takeToken() });
      botCheck.clear();
      setNotice({ tone: 'success', text: messages.forgotPassword.sent });
    } catch (failure) {
      if (botCheck.asked(failure)) return;
      botCheck.clear();
      setNotice({ tone: 'error', text: failureMessage(failure) });
    }
  };

  return (
    <>
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setNotice(null);
          }}
        />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {botCheck.element}
        <Button type="submit" block disabled={request.isPending} isLoading={request.isPending}>
          Reset Password
        </Button>
      </form>
      <p className="auth-switch">
        <Link to={paths.login.getHref()}>{messages.forgotPassword.backToLogin}</Link>
      </p>
    </>
  );
}
