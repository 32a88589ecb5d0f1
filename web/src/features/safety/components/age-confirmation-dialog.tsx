import { useId, useState } from 'react';
import { messages } from '#shared/messages';
import type { AgeConfirmation } from '#shared/safety';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { getUser } from '@/lib/auth/get-user';
import { setAgeConfirmation } from '../api/set-age-confirmation';
import { AgeChoice } from '@/components/age-choice';
import { SosButton } from '@/components/sos/sos-button';

export const AGE_DIALOG_TITLE = 'Confirm your age';

export interface AgeConfirmationDialogProps {
  /** The choice is stored: the dashboard goes on. */
  onConfirmed: (value: AgeConfirmation) => void;
  onLogout: () => void;
}

/**
 * Asks the terms' age question of an account that has no answer yet (Google from /login, or made
 * before it was asked), before anything else on the dashboard. It cannot be dismissed; someone who
 * can answer neither may log out, and SOS stays one tap away.
 */
export function AgeConfirmationDialog({ onConfirmed, onLogout }: AgeConfirmationDialogProps) {
  const errorId = useId();
  const [value, setValue] = useState<AgeConfirmation | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!value) {
      setError(messages.signup.ageRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await setAgeConfirmation(value);
      onConfirmed(value);
    } catch (failure) {
      // 409: the account already has an answer (set elsewhere), which is never changed: use it.
      if (failure instanceof ApiError && failure.status === 409) {
        const stored = await getUser().then(
          (details) => details.ageConfirmation,
          () => undefined,
        );
        if (stored) {
          onConfirmed(stored);
          return;
        }
      }
      setPending(false);
      setError(errorMessage(failure, 'We could not save your answer. Please try again.'));
    }
  };

  return (
    <Dialog title={AGE_DIALOG_TITLE} describedByBody={false}>
      <p>
        Blue Guardian&apos;s terms ask that you are 18 or older, or that a parent or guardian has agreed that you can use it. Please confirm
        before you go on.
      </p>
      <AgeChoice
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        errorId={error ? errorId : undefined}
        autoFocus
      />
      {error ? <Alert id={errorId}>{error}</Alert> : null}
      <div className="dialog__actions dialog__actions--spread">
        <SosButton />
        <Button variant="secondary" onClick={onLogout}>
          Logout
        </Button>
        <Button busy={pending} onClick={() => void submit()}>
          Continue
        </Button>
      </div>
    </Dialog>
  );
}
