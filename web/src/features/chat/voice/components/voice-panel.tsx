import { useRef } from 'react';
import { VOICE_OFF_MESSAGE } from '#shared/guardian-controls';
import { Alert } from '@/components/alert';
import type { VoiceAccess } from '../use-voice-access';
import type { VoiceInput } from '../use-voice-input';
import type { VoiceOutput } from '../use-voice-output';
import { voiceMessages } from '../voice-messages';
// The composer's rules first: the recording state below restyles its microphone button.
import '../../chat.css';
import '../voice.css';

/** A recording's length as m:ss. */
export const formatElapsed = (ms: number): string => {
  const seconds = Math.floor(ms / 1_000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export interface VoicePanelProps {
  access: VoiceAccess;
  input: VoiceInput;
  output: VoiceOutput;
  /** The note's id, which the microphone names as its description too. */
  noteId: string;
  statusId: string;
}

/**
 * The voice-control panel under the text box (spec section 2): the spoken-replies toggle, a note
 * that says the voice is an AI's (or that voice is Premium's, or not connected here), a way to
 * silence the reply being read without turning spoken replies off, the recording time, and the
 * voice's announcements: progress politely, failures as alerts.
 */
export function VoicePanel({ access, input, output, noteId, statusId }: VoicePanelProps) {
  const note = !access.premium
    ? access.upsell
      ? voiceMessages.premiumOnly
      : voiceMessages.typeInstead
    : access.connected === false
      ? voiceMessages.notConnected
      : voiceMessages.aiVoice;
  const status = input.status || access.notice;
  const error = input.error || output.error;
  const toggle = useRef<HTMLButtonElement>(null);
  if (access.guardianOff) {
    return (
      <div className="voice-panel" role="group" aria-label="Voice controls">
        <p id={noteId} className="voice-panel__note">
          {VOICE_OFF_MESSAGE}
        </p>
        <p id={statusId} role="status" className="voice-panel__status" />
      </div>
    );
  }
  const onStop = () => {
    output.stop();
    // The button goes with the speech; focus stays in the panel rather than falling to the page.
    toggle.current?.focus();
  };
  const onToggle = () => {
    // Turning it off always works; turning it on needs Premium and a connected server.
    if (output.on || access.allow()) output.toggle();
  };

  return (
    <div className="voice-panel" role="group" aria-label="Voice controls">
      <button
        ref={toggle}
        type="button"
        className="voice-panel__toggle"
        aria-pressed={output.on}
        aria-describedby={noteId}
        onClick={onToggle}
      >
        <span className="voice-panel__switch" aria-hidden="true" />
        Voice replies
      </button>
      {output.speaking ? (
        <button type="button" className="voice-panel__stop" onClick={onStop}>
          <span className="voice-panel__stop-icon" aria-hidden="true" />
          Stop speaking
        </button>
      ) : null}
      <p id={noteId} className="voice-panel__note">
        {note}
      </p>
      {input.recording ? (
        <span className="voice-panel__timer" role="timer">
          <span className="voice-panel__dot" aria-hidden="true" />
          Recording {formatElapsed(input.elapsedMs)}
        </span>
      ) : null}
      <p id={statusId} role="status" className="voice-panel__status">
        {status}
      </p>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
