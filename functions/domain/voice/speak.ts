import { messages } from '#shared/messages';
import { DEFAULT_VOICE, type Voice } from '#shared/preferences';
import { badRequest } from '../../kernel/errors';
import { callSpeech, requireVoice } from './voice-access';

/**
 * The most mp3 one answer may carry. Lambda returns at most 6 MB and the bytes travel base64 (4/3
 * larger), so past this API Gateway would get no answer and send its own bare 502; a few minutes
 * of speech reach it, which is why the web speaks long replies a few sentences at a time.
 */
export const MAX_SPOKEN_BYTES = 4_400_000;

/**
 * A reply's text spoken with tts-1 in the chosen voice (echo unless set), as mp3 bytes, for a
 * Premium user. Nothing is stored. The text is the coach's reply, already screened when it was
 * written (SAFETY.md 6).
 */
export async function speakText(uid: string, text: string, voice: Voice | undefined, remainingMs: () => number): Promise<Uint8Array> {
  await requireVoice(uid);
  const audio = await callSpeech((speech, signal) => speech.speak(text, voice ?? DEFAULT_VOICE, signal), remainingMs);
  if (audio.byteLength > MAX_SPOKEN_BYTES)
    throw badRequest(`text: ${messages.voice.tooLongToSpeak}`, { text: messages.voice.tooLongToSpeak });
  return audio;
}
