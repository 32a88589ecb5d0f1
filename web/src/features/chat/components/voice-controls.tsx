import { MicIcon } from './chat-icons';

/** Why the voice controls are off: the voice issue wires them (spec sections 2 and 4). */
export const VOICE_NOT_AVAILABLE = 'Talking with Skye by voice is coming soon.';

/** The microphone beside the text box, disabled and described until voice input exists. */
export function MicrophoneButton({ noteId }: { noteId: string }) {
  return (
    <button type="button" className="composer__icon" disabled aria-describedby={noteId}>
      <MicIcon />
      <span className="visually-hidden">Microphone</span>
    </button>
  );
}

/** The voice-control panel's place under the text box: spoken replies, off and explained for now. */
export function VoicePanel({ noteId }: { noteId: string }) {
  return (
    <div className="voice-panel" role="group" aria-label="Voice controls">
      <button type="button" className="voice-panel__toggle" aria-pressed="false" disabled aria-describedby={noteId}>
        <span className="voice-panel__switch" aria-hidden="true" />
        Voice replies
      </button>
      <p id={noteId} className="voice-panel__note">
        {VOICE_NOT_AVAILABLE}
      </p>
    </div>
  );
}
