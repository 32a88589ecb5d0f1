import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { REMOVE_HINT, removeQuestion } from '../copy';

export interface RemoveBuddyDialogProps {
  name: string;
  /** Removes the buddy; a rejection shows the API's message and keeps the question open. */
  onRemove: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Remove asks first, in a modal popup: focus starts on Cancel (the safe answer), stays inside
 * until it closes, and goes back to the Remove button on Cancel or Escape. Once the buddy is gone
 * the board moves focus itself (buddy-board.tsx).
 */
export function RemoveBuddyDialog({ name, onRemove, onClose }: RemoveBuddyDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    if (!pending) onClose();
  };
  const confirm = () => {
    if (pending) return;
    setError(null);
    setPending(true);
    onRemove().catch((failed: unknown) => {
      setPending(false);
      setError(failed);
    });
  };

  return (
    <Dialog title={removeQuestion(name)} onClose={close}>
      <p>{REMOVE_HINT}</p>
      {error ? <Alert>{errorMessage(error, `We couldn't remove ${name}. Please try again.`)}</Alert> : null}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={close} aria-disabled={pending || undefined} data-autofocus>
          Cancel
        </Button>
        <Button className="button--danger" busy={pending} onClick={confirm}>
          Remove
        </Button>
      </div>
    </Dialog>
  );
}
