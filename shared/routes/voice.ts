import { messages } from '../messages';
import { audioBytes, speakBody, transcriptionResponse } from '../schemas/voice';
import { MAX_AUDIO_BYTES } from '../voice';
import { DAY, MINUTE, noParams, perUser as definePerUser, route as defineRoute } from './define';

/**
 * The voice area's routes (shared/areas.ts): speech to text and text to speech. Every export is a
 * route and nothing else is exported: shared/routes/index.ts gathers this file with the other
 * areas', and the stack deploys the area in a nested stack of its own. `name` repeats the export
 * name and `area` names this file (unit tests check both). Paths are the spec's (section 7),
 * exactly.
 *
 * A handler imports its route from this file, never the index, and esbuild keeps only that route.
 * Inside a route use only literals, constants, schemas and calls of the helpers below, which are
 * marked free of side effects in this file, where esbuild sees the mark (shared/routes/define.ts);
 * hoist anything else to a constant above the routes.
 */

/* @__NO_SIDE_EFFECTS__ */
const route: typeof defineRoute = (def) => defineRoute(def);
/* @__NO_SIDE_EFFECTS__ */
const perUser: typeof definePerUser = (limit, windowSeconds) => definePerUser(limit, windowSeconds);

/**
 * Voice (Premium only, checked from the stored plan). Each call costs an OpenAI call, so
 * both are limited per user; the daily caps are far above any spoken conversation and bound what
 * a stolen session costs. Nothing is stored by either route.
 */
const voiceTooFast = messages.voice.tooFast;
/** Room for the form's framing and its durationMs field beside a recording of the largest size. */
const UPLOAD_FRAMING_BYTES = 64 * 1024;
const TRANSCRIPTION_MAX_BYTES = MAX_AUDIO_BYTES + UPLOAD_FRAMING_BYTES;
const voiceTooLarge = messages.voice.tooLarge;
const voiceNotMultipart = messages.voice.notMultipart;

/**
 * Speech to text: a recording (multipart, file part `file`, optional `durationMs`; at most 5 MB
 * and 60 s) to its transcript. The transcript is not screened here: the web sends it as a chat
 * message, which passes the crisis screen there (SAFETY.md 1).
 */
export const transcribe = route({
  name: 'transcribe',
  area: 'voice',
  method: 'POST',
  path: '/api/voice/transcription',
  handler: 'entry/api/voice/transcribe',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: transcriptionResponse,
  access: { table: 'read', speech: true },
  rateLimit: [perUser(10, MINUTE), perUser(300, DAY)],
  rateLimitMessage: voiceTooFast,
  upload: { maxBytes: TRANSCRIPTION_MAX_BYTES, tooLargeMessage: voiceTooLarge, notMultipartMessage: voiceNotMultipart },
});

/** Text to speech: a reply's text (at most 4,096 characters) spoken with tts-1, answered as audio/mpeg. */
export const speak = route({
  name: 'speak',
  area: 'voice',
  method: 'POST',
  path: '/api/voice/speech',
  handler: 'entry/api/voice/speak',
  auth: 'required',
  params: noParams,
  body: speakBody,
  response: audioBytes,
  access: { table: 'read', speech: true },
  rateLimit: [perUser(20, MINUTE), perUser(600, DAY)],
  rateLimitMessage: voiceTooFast,
  binaryResponse: 'audio/mpeg',
});
