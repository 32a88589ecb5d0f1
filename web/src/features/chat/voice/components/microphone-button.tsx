import { MicIcon } from '../../components/chat-icons';
import type { VoiceInput } from '../use-voice-input';
// The composer's rules first: the recording state below restyles its microphone button.
import '../../chat.css';
import '../voice.css';

/**
 * The microphone beside the text box (spec section 2). Pressed while recording; while a recording
 * is being transcribed it stays focusable but does nothing. `describedBy` names the voice note and
 * status, so its purpose and state are read with it.
 */
export function MicrophoneButton({ input, describedBy }: { input: VoiceInput; describedBy: string }) {
  const className = input.recording ? 'composer__icon composer__icon--recording' : 'composer__icon';
  return (
    <button
      type="button"
      className={className}
      aria-pressed={input.recording}
      aria-disabled={input.transcribing || undefined}
      aria-describedby={describedBy}
      onClick={() => void input.click()}
    >
      <MicIcon />
      <span className="visually-hidden">Microphone</span>
    </button>
  );
}
