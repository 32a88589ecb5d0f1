import { useState, type FormEvent } from 'react';
import { MAX_TITLE_LENGTH } from '#shared/chat';
import { titleBody, type ChatSummary } from '#shared/schemas/chat';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { sessionTitle } from '../sessions';

export const RENAME_TITLE = 'Rename session';
export const SESSION_NAME_LABEL = 'Session name';
export const SESSION_NAME_EMPTY = 'Please enter a name for the session.';

/**
 * What is wrong with a name, by the title route's own body schema (shared/schemas/chat.ts), so
 * the popup refuses exactly what the server would; undefined for a good name.
 */
export function sessionNameProblem(name: string): string | undefined {
  if (!name.trim()) return SESSION_NAME_EMPTY;
  const parsed = titleBody.safeParse({ text: name, rename: true });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export interface RenameSessionDialogProps {
  chat: ChatSummary;
  /** A good name: the popup closes at once and the list shows it while the server saves it. */
  onRename: (name: string) => void;
  onClose: () => void;
}

/** "Rename session": one field with the current name; Enter saves, Escape and Cancel leave it as it was. */
export function RenameSessionDialog({ chat, onRename, onClose }: RenameSessionDialogProps) {
  const [name, setName] = useState(chat.title.trim());
  const [problem, setProblem] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = sessionNameProblem(name);
    if (found) {
      setProblem(found);
      return;
    }
    onRename(name.trim());
  };

  return (
    <Dialog title={RENAME_TITLE} onClose={onClose} describedByBody={false}>
      <form onSubmit={save} noValidate>
        <TextField
          label={SESSION_NAME_LABEL}
          value={name}
          placeholder={sessionTitle(chat)}
          autoComplete="off"
          hint={`Up to ${MAX_TITLE_LENGTH} characters.`}
          aria-invalid={problem ? true : undefined}
          data-autofocus
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        <div className="dialog__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Dialog>
  );
}
