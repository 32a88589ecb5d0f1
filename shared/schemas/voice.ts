import * as z from 'zod/mini';
import { messages } from '../messages';
import { VOICES } from '../preferences';
import { MAX_SPEECH_TEXT } from '../voice';

/**
 * Declares a top-level schema as free of side effects, so that esbuild leaves it out of the
 * Lambda bundles that do not use it and a handler builds only its own route's schemas. esbuild
 * honours this mark only within the file, hence one such helper per schema module.
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of the voice routes (/api/voice/...). */

/** POST /api/voice/transcription: the transcript, trimmed (the body is multipart, read by the handler). */
export const transcriptionResponse = schema(() => z.object({ success: z.literal(true), text: z.string() }));

/** POST /api/voice/speech: the text to speak, trimmed, and one of the spec's voices (echo unless set). */
export const speakBody = schema(() =>
  z.strictObject({
    text: z
      .string({ error: messages.voice.noText })
      .check(
        z.trim(),
        z.minLength(1, { error: messages.voice.noText }),
        z.maxLength(MAX_SPEECH_TEXT, { error: messages.voice.textTooLong }),
      ),
    voice: z.optional(z.enum(VOICES, { error: messages.voice.unknownVoice })),
  }),
);

/** The mp3 bytes POST /api/voice/speech answers with (sent as audio/mpeg, not JSON). */
export const audioBytes = schema(() =>
  z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
    error: 'The answer must be audio bytes.',
  }),
);
