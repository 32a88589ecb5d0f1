import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { confirmAdulthood } from '../api/adulthood';

export const TURNED_18 = 'I’m 18 now';
export const TURNED_18_TITLE = 'Are you 18 now?';
export const TURNED_18_NOTE =
  'Your account becomes an adult’s. Every guardian link ends and we let your guardians know by e-mail. Buddy links with people under 18 end too. This cannot be undone.';
export const NOT_YET = 'Not yet';
export const YES_18 = 'Yes, I’m 18';

/**
 * "I'm 18 now", for a teen whose birthday came before the birth year says it for certain (or who
 * gave none): behind a dialog whose first focus is Not yet, so Enter changes nothing by accident.
 * `onDone` gets the API's words once the account is an adult's.
 */
export function AdulthoodConfirm({ onDone }: { onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onConfirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const message = await confirmAdulthood();
      setOpen(false);
      onDone(message);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {TURNED_18}
      </Button>
      {open ? (
        <Dialog title={TURNED_18_TITLE} onClose={() => setOpen(false)}>
          <p>{TURNED_18_NOTE}</p>
          {error ? <Alert>{errorMessage(error, 'That didn’t work. Please try again.')}</Alert> : null}
          <div className="guardian-actions">
            <Button variant="secondary" onClick={() => setOpen(false)} data-autofocus>
              {NOT_YET}
            </Button>
            <Button variant="primary" onClick={() => void onConfirm()} busy={busy}>
              {YES_18}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
