import { messages } from '../../shared/messages';
import { DEFAULT_VOICE } from '../../shared/preferences';
import * as routes from '../../shared/routes/voice';
import { badRequest } from '../kernel/errors';
import { http } from '../http/http';
import { callSpeech, requireVoice } from '../domain/voice/voice-access';

/**
 * The most mp3 one answer may carry. Lambda returns at most 6 MB and the bytes travel base64 (4/3
 * larger), so past this API Gateway would get no answer and send its own bare 502; a few minutes
 * of speech reach it, which is why the web speaks long replies a few sentences at a time.
 */
export const MAX_SPOKEN_BYTES = 4_400_000;

/**
 * POST /api/voice/speech — a reply's text spoken with tts-1 in the chosen voice (echo unless set),
 * answered as audio/mpeg bytes for a Premium user. Nothing is stored. The text is the coach's
 * reply, already screened when it was written (SAFETY.md 6).
 */
export const handler = http(routes.speak, async ({ session, body, remainingMs }) => {
  await requireVoice(session.uid);
  const audio = await callSpeech((speech, signal) => speech.speak(body.text, body.voice ?? DEFAULT_VOICE, signal), remainingMs);
  if (audio.byteLength > MAX_SPOKEN_BYTES)
    throw badRequest(`text: ${messages.voice.tooLongToSpeak}`, { text: messages.voice.tooLongToSpeak });
  return audio;
});
