import { useState, type FormEvent } from 'react';
import { CHEERS, type CheerId } from '#shared/buddies';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { errorMessage } from '@/lib/api-client';
import { CHEER_SENT } from '../copy';

const OPTIONS = CHEERS.map((cheer) => ({ value: cheer.id, label: cheer.text }));

export interface CheerFormProps {
  name: string;
  /** Sends the chosen cheer; a rejection (one a day to each buddy) shows the API's message. */
  onSend: (cheerId: CheerId) => Promise<unknown>;
}

/** One of the fixed cheers for one buddy: a native select, so no free text ever passes between users. */
export function CheerForm({ name, onSend }: CheerFormProps) {
  const [cheerId, setCheerId] = useState<CheerId>(CHEERS[0].id);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    setError(null);
    setPending(true);
    onSend(cheerId).then(
      () => {
        setPending(false);
        setSent(true);
      },
      (failed: unknown) => {
        setPending(false);
        setError(failed);
      },
    );
  };

  return (
    <form className="buddy-cheer" onSubmit={submit} noValidate>
      <SelectField
        label={`Send ${name} a cheer`}
        value={cheerId}
        options={OPTIONS}
        onChange={(value) => {
          setSent(false);
          setCheerId(value);
        }}
      />
      <div className="buddy-actions">
        <Button type="submit" variant="secondary" busy={pending}>
          Send <span className="visually-hidden">a cheer to {name}</span>
        </Button>
      </div>
      <div role="status" className="buddies-status">
        {sent ? <p className="alert alert--success">{CHEER_SENT}</p> : null}
      </div>
      {error ? <Alert>{errorMessage(error, "We couldn't send this cheer. Please try again.")}</Alert> : null}
    </form>
  );
}
