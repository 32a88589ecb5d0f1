/**
 * Voice input and output (spec sections 4 and 7), Premium only: limits both sides check.
 * The web app checks them before it sends; the API enforces them (functions/entry/api/voice/).
 */

/** A recording may be at most 5 MB ... */
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
/** ... and at most 60 seconds long. */
export const MAX_AUDIO_MS = 60_000;

/**
 * The recordings the transcription route takes: mp3 (the spec's), and what browsers' MediaRecorder
 * makes (webm and ogg with Opus, mp4 on Safari), and wav. Whisper reads each of them.
 */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/mp3', 'audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

/** The essence of a media type, without parameters such as `;codecs=opus`, in lower case. */
export const mediaTypeOf = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** Whether a Content-Type names one of AUDIO_TYPES, whatever its parameters. */
export const isAudioType = (contentType: string): boolean => (AUDIO_TYPES as readonly string[]).includes(mediaTypeOf(contentType));

/** Text-to-speech takes at most this many characters in one call (OpenAI's own limit for tts-1). */
export const MAX_SPEECH_TEXT = 4096;

/** The multipart field names of POST /api/voice/transcription. */
export const TRANSCRIPTION_FIELDS = { file: 'file', durationMs: 'durationMs' } as const;
