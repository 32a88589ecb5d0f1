import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { MEMORY_LIMITS } from '#shared/memory';
import { codePointLength } from '#shared/text';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';

export const MEMORY_TEXT_REQUIRED = 'Please write the note.';
export const MEMORY_TEXT_TOO_LONG = `A note can be at most ${MEMORY_LIMITS.textLength} characters.`;

export interface NoteFormProps {
  label: string;
  submitLabel: string;
  /** The note being changed; empty for a new one. */
  initialText?: string;
  /** Saves the trimmed text; a rejection shows the API's message in the form. */
  onSubmit: (text: string) => Promise<unknown>;
  /** Present when editing: Cancel and Escape call it. */
  onCancel?: () => void;
  /** Said when the save fails without a message of the API's own. */
  failure: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One note's text, with a live count against MEMORY_LIMITS.textLength. Checked here with the API's
 * limits so most mistakes never make a round trip; the field empties after a new note is added.
 */
export function NoteForm({ label, submitLabel, initialText = '', onSubmit, onCancel, failure, inputRef }: NoteFormProps) {
  const [text, setText] = useState(initialText);
  const [textError, setTextError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const length = codePointLength(text.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem = !trimmed ? MEMORY_TEXT_REQUIRED : codePointLength(trimmed) > MEMORY_LIMITS.textLength ? MEMORY_TEXT_TOO_LONG : null;
    setTextError(problem);
    setError(null);
    if (problem) return;
    setPending(true);
    onSubmit(trimmed).then(
      () => {
        setPending(false);
        if (!onCancel) setText('');
      },
      (failed: unknown) => {
        setPending(false);
        setError(failed);
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onCancel) return;
    // Escape here only closes this form, not the side menu around the page.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className="memory-form" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <TextField
        ref={inputRef}
        label={label}
        hint={
          length > MEMORY_LIMITS.textLength
            ? `${MEMORY_TEXT_TOO_LONG} (${length} now)`
            : `${length} of ${MEMORY_LIMITS.textLength} characters`
        }
        value={text}
        autoComplete="off"
        aria-invalid={textError ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {textError ? <Alert>{textError}</Alert> : null}
      {error ? <Alert>{errorMessage(error, failure)}</Alert> : null}
      <div className="memory-form__actions">
        <Button type="submit" busy={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
