import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';

/** The inline question before every note goes. */
export const deleteAllQuestion = (count: number) =>
  count === 1 ? "Delete your 1 memory? This can't be undone." : `Delete all ${count} memories? This can't be undone.`;

export interface DeleteAllMemoriesProps {
  count: number;
  /** Deletes every note; the list moves focus and announces once it resolves. */
  onDeleteAll: () => Promise<unknown>;
}

/** "Delete all memories", asked once inline. Focus goes to the answer, and back to the button on Cancel. */
export function DeleteAllMemories({ count, onDeleteAll }: DeleteAllMemoriesProps) {
  const questionId = useId();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openRef.current?.focus();
    }
  }, [asking]);

  const confirm = () => {
    setError(null);
    setPending(true);
    onDeleteAll().catch((failure: unknown) => {
      setPending(false);
      setError(failure);
    });
  };

  return (
    <div className="memory-delete-all">
      {asking ? (
        <div className="memory-item__actions" role="group" aria-labelledby={questionId}>
          <span id={questionId}>{deleteAllQuestion(count)}</span>
          <Button ref={confirmRef} busy={pending} onClick={confirm}>
            Delete all
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              returnFocus.current = true;
              setError(null);
              setAsking(false);
            }}
          >
            Cancel
          </Button>
        </div>
      ) : (
        <div>
          <Button ref={openRef} variant="secondary" onClick={() => setAsking(true)}>
            Delete all memories
          </Button>
        </div>
      )}
      {error ? <Alert>{errorMessage(error, "We couldn't delete your memories. Please try again.")}</Alert> : null}
    </div>
  );
}
