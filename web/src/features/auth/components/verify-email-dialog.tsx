import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { messages } from '#shared/messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useBotCheck } from '@/components/bot-check/use-bot-check';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';

const RESEND_FAILED = "We couldn't send the verification email. Please try again.";

export interface VerifyEmailDialogProps {
  /** The credentials in the login form: they prove the account, as no session exists yet. */
  email: string;
  password: string;
  onClose: () => void;
  /** Called with the API's confirmation once the e-mail is on its way; the parent closes the popup. */
  onSent: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The login page's "verify your email first" popup, with Resend (spec sections 2, 4 and 8). */
export function VerifyEmailDialog({ email, password, onClose, onSent, returnFocusRef }: VerifyEmailDialogProps) {
  const resend = useResendVerification();
  const [error, setError] = useState<string | null>(null);
  // Resend is a form's submit button, so passing the check can send again at once, with its token.
  const formRef = useRef<HTMLFormElement>(null);
  const botCheck = useBotCheck('resendVerification', () => formRef.current?.requestSubmit());

  const onResend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await resend.mutate({ email, password, ...botCheck.takeToken() });
      botCheck.clear();
      onSent(result.message);
    } catch (failure) {
      if (botCheck.asked(failure)) return;
      botCheck.clear();
      setError(errorMessage(failure, RESEND_FAILED));
    }
  };

  return (
    <Dialog title="Verify your email" onClose={onClose} returnFocusRef={returnFocusRef}>
      <p>{messages.login.verifyFirst}</p>
      <p className="dialog__muted">{messages.login.noVerificationEmail}</p>
      <form ref={formRef} onSubmit={(event) => void onResend(event)}>
        {error ? <Alert>{error}</Alert> : null}
        {botCheck.element}
        <div className="dialog__actions">
          <Button type="submit" disabled={resend.isPending} isLoading={resend.isPending} data-autofocus>
            Resend
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
