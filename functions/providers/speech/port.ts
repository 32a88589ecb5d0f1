import type { Voice } from '#shared/preferences';

/**
 * The speech port: what the voice routes ask of whoever turns speech into text and text into
 * speech. One adapter: OpenAI (openai.ts, whisper-1 and tts-1) when a key is configured. With no
 * key there is no offline engine: voice is simply not connected (ARCHITECTURE.md 6), and every
 * call throws SpeechNotConnectedError.
 */

/** A recording to transcribe. */
export interface Recording {
  bytes: Uint8Array;
  /** Its media type, such as audio/webm;codecs=opus. */
  type: string;
  /** A file name whose extension names the format: the transcription service reads it. */
  name: string;
}

export interface Speech {
  /** The transcript of a recording, trimmed. */
  transcribe(recording: Recording, signal?: AbortSignal): Promise<string>;
  /** The text spoken with `voice`, as mp3 bytes. */
  speak(text: string, voice: Voice, signal?: AbortSignal): Promise<Uint8Array>;
}

/** No OpenAI key is configured, or its secret still holds the stack's placeholder. */
export class SpeechNotConnectedError extends Error {}
