import { readRecording } from './recording';
import { callSpeech, requireVoice } from './voice-access';

/**
 * A Premium user's recording (multipart, file part `file`) to its transcript with whisper-1.
 * Nothing is stored, and the transcript is not screened here: the web app puts it in the text box
 * and sends it as a chat message, which passes the crisis screen there like any message (SAFETY.md
 * 1), before any model sees it.
 */
export async function transcribe(uid: string, form: FormData | undefined, remainingMs: () => number) {
  await requireVoice(uid);
  const recording = await readRecording(form ?? new FormData());
  const text = await callSpeech((speech, signal) => speech.transcribe(recording, signal), remainingMs);
  return { success: true as const, text: text.trim() };
}
