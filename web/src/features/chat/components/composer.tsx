import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COACH_NAME, MAX_MESSAGE_LENGTH } from '../../../../../shared/chat';
import { messages } from '../../../../../shared/messages';
import { useAutoGrow } from '../use-auto-grow';
import { SendIcon } from './chat-icons';
import { MicrophoneButton, VoicePanel } from './voice-controls';

/** The counter appears when a message nears the limit, so short messages stay uncluttered. */
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 400;
const format = (n: number) => n.toLocaleString('en-US');

export interface ComposerProps {
  /** Sends the trimmed text; resolves false when it was not stored, and the text comes back. */
  onSend: (text: string) => Promise<boolean>;
  /** A reply is on its way, or the chat is loading: typing goes on, sending waits. */
  waiting: boolean;
  /** Focus the box when it appears: after choosing a session or starting one, typing comes next. */
  autoFocus?: boolean;
}

/**
 * The text box, microphone and Send (spec sections 2 and 5): Enter sends, Shift+Enter adds a
 * line, the text is trimmed and empty text ignored, the box grows from 42 to 200 px, and focus
 * stays in it after sending so the conversation can go on from the keyboard.
 */
export function Composer({ onSend, waiting, autoFocus = false }: ComposerProps) {
  const [text, setText] = useState('');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const voiceNoteId = `${id}-voice`;
  useAutoGrow(boxRef, text);

  useEffect(() => {
    if (autoFocus) boxRef.current?.focus();
  }, [autoFocus]);

  const length = text.trim().length;
  const tooLong = length > MAX_MESSAGE_LENGTH;
  const canSend = !waiting && length > 0 && !tooLong;

  const submit = async () => {
    if (!canSend) return;
    const sent = text;
    setText('');
    boxRef.current?.focus();
    const stored = await onSend(sent.trim());
    // A refused message comes back, unless the user has started typing another one meanwhile.
    if (!stored) setText((current) => current || sent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="composer" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Message {COACH_NAME}
      </label>
      <div className="composer__box">
        <textarea
          id={id}
          ref={boxRef}
          className="composer__input"
          rows={1}
          value={text}
          placeholder={`Message ${COACH_NAME}…`}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? errorId : hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <MicrophoneButton noteId={voiceNoteId} />
        <button type="submit" className="composer__send" disabled={!canSend}>
          <SendIcon />
          <span className="visually-hidden">Send</span>
        </button>
      </div>
      <div className="composer__meta">
        {tooLong ? (
          <p id={errorId} role="alert" className="composer__error">
            {messages.chat.tooLong}
          </p>
        ) : (
          <p id={hintId} className="composer__hint">
            Enter to send, Shift+Enter for a new line.
          </p>
        )}
        {length >= COUNTER_FROM ? (
          <p className={tooLong ? 'composer__count composer__count--over' : 'composer__count'}>
            {format(length)} / {format(MAX_MESSAGE_LENGTH)}
          </p>
        ) : null}
      </div>
      <VoicePanel noteId={voiceNoteId} />
    </form>
  );
}
