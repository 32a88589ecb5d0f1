import { useEffect, useRef, useState } from 'react';
import type { Memory } from '#shared/schemas/memory';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { NoteHelp } from '@/components/sos/note-help';
import { errorMessage } from '@/lib/api-client';
import { NoteForm } from './note-form';

export const SOURCE_CAPTIONS = { user: 'Added by you', coach: 'Suggested by your coach' } as const;

export interface MemoryItemProps {
  memory: Memory;
  onUpdate: (memoryId: string, text: string) => Promise<Memory>;
  onDelete: (memoryId: string) => Promise<unknown>;
  /** Hands the list this note's Edit button, so focus can land here when a note above is deleted. */
  registerEdit: (memoryId: string, button: HTMLButtonElement | null) => void;
}

/**
 * One note: its words, who wrote it, and Edit (inline, Escape cancels, focus comes back to Edit)
 * and Delete (at once: the note is short and the user can write it again). Each button names its
 * note for screen readers, since a list of "Edit" buttons says nothing on its own. A note whose
 * words met a crisis tier keeps its help beside it.
 */
export function MemoryItem({ memory, onUpdate, onDelete, registerEdit }: MemoryItemProps) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const editRef = useRef<HTMLButtonElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Set when the form closes, so focus goes back to Edit then and not on the first render.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const remove = () => {
    setError(null);
    setPending(true);
    onDelete(memory.memoryId).catch((failure: unknown) => {
      setPending(false);
      setError(failure);
    });
  };

  if (editing) {
    return (
      <li className="side-list__item">
        <NoteForm
          label="Change this note"
          submitLabel="Save"
          initialText={memory.text}
          inputRef={inputRef}
          failure="We couldn't save this note. Please try again."
          onSubmit={(text) => onUpdate(memory.memoryId, text).then(close)}
          onCancel={close}
        />
      </li>
    );
  }

  return (
    <li className="side-list__item">
      <div className="side-list__text">
        <span className="side-list__title">{memory.text}</span>
        <span className="side-card__muted">{SOURCE_CAPTIONS[memory.source]}</span>
      </div>
      <div className="memory-item__actions">
        <Button
          ref={(button) => {
            editRef.current = button;
            registerEdit(memory.memoryId, button);
          }}
          variant="secondary"
          onClick={() => {
            setError(null);
            setEditing(true);
          }}
        >
          Edit<span className="visually-hidden">: {memory.text}</span>
        </Button>
        <Button variant="ghost" busy={pending} onClick={remove}>
          Delete<span className="visually-hidden">: {memory.text}</span>
        </Button>
      </div>
      {error ? <Alert>{errorMessage(error, "We couldn't delete this note. Please try again.")}</Alert> : null}
      <NoteHelp safety={memory.safety} note={{ note: 'memory', id: memory.memoryId }} />
    </li>
  );
}
