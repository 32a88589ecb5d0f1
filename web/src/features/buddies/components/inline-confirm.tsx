import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';

export interface InlineConfirmProps {
  /** The button that asks; give it a name that says whom it is about. */
  openLabel: ReactNode;
  /** The question, which also names the group of answers. */
  question: string;
  confirmLabel: ReactNode;
  /** Does the thing; a rejection shows the API's message and leaves the question open. */
  onConfirm: () => Promise<unknown>;
  failure: string;
  openVariant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
}

/**
 * A button that asks once, inline, before something that cannot be taken back (block, report).
 * Focus goes to the confirming button, and back to the opener on Cancel or Escape.
 */
export function InlineConfirm({
  openLabel,
  question,
  confirmLabel,
  onConfirm,
  failure,
  openVariant = 'ghost',
  className,
}: InlineConfirmProps) {
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

  const cancel = () => {
    returnFocus.current = true;
    setError(null);
    setAsking(false);
  };
  const confirm = () => {
    setError(null);
    setPending(true);
    onConfirm().then(
      () => setPending(false),
      (failed: unknown) => {
        setPending(false);
        setError(failed);
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape closes only this question, not the side menu around the page.
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  return (
    <div className={['buddy-confirm', className].filter(Boolean).join(' ')}>
      {asking ? (
        <div className="buddy-actions" role="group" aria-labelledby={questionId} onKeyDown={onKeyDown}>
          <span id={questionId}>{question}</span>
          <Button ref={confirmRef} busy={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      ) : (
        <div>
          <Button ref={openRef} variant={openVariant} onClick={() => setAsking(true)}>
            {openLabel}
          </Button>
        </div>
      )}
      {error ? <Alert>{errorMessage(error, failure)}</Alert> : null}
    </div>
  );
}
