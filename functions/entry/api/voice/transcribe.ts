import * as routes from '#shared/routes/voice';
import { http } from '../../../http/http';
import { transcribe } from '../../../domain/voice/transcribe';

/**
 * POST /api/voice/transcription — a Premium user's recording (multipart, file part `file`) to its
 * transcript with whisper-1. Nothing is stored, and the transcript is not screened here: the web
 * app puts it in the text box and sends it as a chat message, which passes the crisis screen
 * there like any message (SAFETY.md 1), before any model sees it.
 */
export const handler = http(routes.transcribe, ({ session, form, remainingMs }) => transcribe(session.uid, form, remainingMs));
