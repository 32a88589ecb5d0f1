import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '#shared/chat';
import { messages } from '#shared/messages';
import { useAutoGrow } from '../use-auto-grow';

export interface MessageEditorProps {
  initial: string;
  /** Sends the new text; the editor has closed by then. */
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * Edits the last message in place: Enter or "Save and send" sends it again, Escape or
 * Cancel leaves it as it was. The box takes focus when it opens, its text selected to the end.
 */
export function MessageEditor({ initial, onSave, onCancel }: MessageEditorProps) {
  const [text, setText] = useState(initial);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useAutoGrow(boxRef, text);

  useEffect(() => {
    const box = boxRef.current;
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);

  const size = text.trim().length;
  const tooLong = size > MAX_MESSAGE_LENGTH;
  const save = () => {
    if (size > 0 && !tooLong) onSave(text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      // Escape belongs to the editor here, not to the chat's shortcuts.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form
      className="message-editor"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Edit your message
      </label>
      <textarea
        id={id}
        ref={boxRef}
        className="message-editor__input"
        rows={1}
        value={text}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {tooLong ? (
        <p role="alert" className="composer__error">
          {messages.chat.tooLong}
        </p>
      ) : null}
      <div className="message-editor__buttons">
        <button type="button" className="chat-action" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="chat-action chat-action--primary" disabled={size === 0 || tooLong}>
          Save and send
        </button>
      </div>
    </form>
  );
}
