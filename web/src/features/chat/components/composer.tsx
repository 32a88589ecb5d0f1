import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COACH_NAME, MAX_MESSAGE_LENGTH } from '#shared/chat';
import { messages } from '#shared/messages';
import { useAutoGrow } from '../use-auto-grow';
import { MicrophoneButton } from '../voice/components/microphone-button';
import { VoicePanel } from '../voice/components/voice-panel';
import type { VoiceAccess } from '../voice/use-voice-access';
import { useVoiceInput } from '../voice/use-voice-input';
import type { VoiceOutput } from '../voice/use-voice-output';
import { SendIcon, StopIcon } from './chat-icons';

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
  /** Who may use voice, and the spoken replies, both kept by the chat across sessions. */
  voice: { access: VoiceAccess; output: VoiceOutput };
  /** While the coach writes, Stop takes Send's place. */
  onStop?: (() => void) | undefined;
  /** Opens the keyboard shortcuts popup. */
  onShortcuts?: (() => void) | undefined;
}

/** Dictation adds to what is typed, with a space between. */
const appended = (typed: string, transcript: string) => [typed.trimEnd(), transcript].filter(Boolean).join(' ');

/**
 * The text box, microphone and Send (spec sections 2 and 5): Enter sends, Shift+Enter adds a
 * line, the text is trimmed and empty text ignored, the box grows from 42 to 200 px, and focus
 * stays in it after sending so the conversation can go on from the keyboard.
 */
export function Composer({ onSend, waiting, autoFocus = false, voice, onStop, onShortcuts }: ComposerProps) {
  const [text, setText] = useState('');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const voiceNoteId = `${id}-voice`;
  const voiceStatusId = `${id}-voice-status`;
  useAutoGrow(boxRef, text);

  useEffect(() => {
    if (autoFocus) boxRef.current?.focus();
  }, [autoFocus]);

  const length = text.trim().length;
  const tooLong = length > MAX_MESSAGE_LENGTH;
  const canSend = !waiting && length > 0 && !tooLong;

  const submit = async (sent = text) => {
    const size = sent.trim().length;
    if (waiting || size === 0 || size > MAX_MESSAGE_LENGTH) return;
    setText('');
    boxRef.current?.focus();
    const stored = await onSend(sent.trim());
    // A refused message comes back, unless the user has started typing another one meanwhile.
    if (!stored) setText((current) => current || sent);
  };

  // A transcript joins the text in the box and goes through the normal send (and so the crisis
  // screen); while a reply is on its way, or if it is too long, it waits in the box instead.
  const input = useVoiceInput({
    access: voice.access,
    onRecordingStart: voice.output.stop,
    onTranscript: (transcript) => {
      const combined = appended(boxRef.current?.value ?? text, transcript);
      setText(combined);
      void submit(combined);
    },
  });

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
        {/* Voice turned off by a linked guardian: no microphone, and the panel below says why. */}
        {voice.access.guardianOff ? null : <MicrophoneButton input={input} describedBy={`${voiceNoteId} ${voiceStatusId}`} />}
        {onStop ? (
          <button
            type="button"
            className="composer__send"
            onClick={() => {
              onStop();
              // Stop gives way to Send: the text box keeps the focus.
              boxRef.current?.focus();
            }}
          >
            <StopIcon />
            <span className="visually-hidden">Stop</span>
          </button>
        ) : (
          <button type="submit" className="composer__send" disabled={!canSend}>
            <SendIcon />
            <span className="visually-hidden">Send</span>
          </button>
        )}
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
        {onShortcuts ? (
          <button type="button" className="composer__shortcuts" onClick={onShortcuts}>
            Keyboard shortcuts
          </button>
        ) : null}
        {length >= COUNTER_FROM ? (
          <p className={tooLong ? 'composer__count composer__count--over' : 'composer__count'}>
            {format(length)} / {format(MAX_MESSAGE_LENGTH)}
          </p>
        ) : null}
      </div>
      <VoicePanel access={voice.access} input={input} output={voice.output} noteId={voiceNoteId} statusId={voiceStatusId} />
    </form>
  );
}
