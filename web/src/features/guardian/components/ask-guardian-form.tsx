import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { NOTICE_WHEN_FOR_TEEN } from '#shared/guardian-notice';
import { askGuardian } from '../api/create-invite';

export const ASK_LABEL = 'Your parent or guardian’s e-mail address';
export const ASK_BUTTON = 'Send them the link';
export const ASKED = 'We e-mailed them a link to confirm.';

/**
 * Asks a guardian from the app: for a teen who signed up with Google, or before guardians could
 * confirm, or whose link expired. The API's words explain a refusal (their own address, two
 * waiting, the day's limit).
 */
export function AskGuardianForm() {
  const ask = useMutation(askGuardian);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    ask
      .mutate(email)
      .then(() => {
        setSent(true);
        setEmail('');
      })
      .catch(() => undefined);
  };

  return (
    <form className="guardian-ask" noValidate onSubmit={onSubmit}>
      <TextField
        label={ASK_LABEL}
        type="email"
        name="guardianEmail"
        autoComplete="off"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {/* Before a link is made, the teen is told exactly when their guardian would be e-mailed. */}
      <p className="field__hint">{NOTICE_WHEN_FOR_TEEN}</p>
      <Button type="submit" variant="secondary" isLoading={ask.isPending} disabled={ask.isPending}>
        {ASK_BUTTON}
      </Button>
      {ask.error ? <Alert>{errorMessage(ask.error, 'We couldn’t send the link. Please try again.')}</Alert> : null}
      {sent ? <Alert tone="success">{ASKED}</Alert> : null}
    </form>
  );
}
