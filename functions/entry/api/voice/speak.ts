import * as routes from '#shared/routes/voice';
import { http } from '../../../http/http';
import { speakText } from '../../../domain/voice/speak';

/**
 * POST /api/voice/speech — a reply's text spoken with tts-1 in the chosen voice (echo unless set),
 * answered as audio/mpeg bytes for a Premium user. Nothing is stored. The text is the coach's
 * reply, already screened when it was written (SAFETY.md 6).
 */
export const handler = http(routes.speak, ({ session, body, remainingMs }) => speakText(session.uid, body.text, body.voice, remainingMs));
