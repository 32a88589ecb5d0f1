import type { OpenAIConfig } from '../../kernel/config';
import { log } from '../../kernel/log';
import { KeyNotSetError } from '../coach/api-key';
import { failureFields } from '../coach/fallback';
import { lazyOpenAI, type OpenAIClientOptions } from '../openai-client';
import { SpeechNotConnectedError, type Speech } from './port';
import { anySignal } from '../../kernel/signals';

/**
 * Speech through OpenAI (spec section 7): transcription with whisper-1 answering plain text, and
 * speech with tts-1 answering mp3. It throws on any failure; the voice handlers turn that into the
 * voice message. Logs carry sizes and times, never what was said.
 */

export const TRANSCRIPTION_MODEL = 'whisper-1';
export const SPEECH_MODEL = 'tts-1';

export type OpenAISpeechOptions = OpenAIClientOptions & Pick<OpenAIConfig, 'timeoutMs'>;

/** The caller's signal, bounded by the configured total time: the client's own timeout is per attempt. */
function deadline(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal {
  const own = AbortSignal.timeout(timeoutMs);
  return signal ? anySignal([signal, own]) : own;
}

/** Creates the OpenAI speech adapter; the client is made on first use, once the key is known. */
export function openaiSpeech(options: OpenAISpeechOptions): Speech {
  const getClient = lazyOpenAI(options);
  const client = async () => {
    try {
      return await getClient();
    } catch (error) {
      if (error instanceof KeyNotSetError) throw new SpeechNotConnectedError(error.message);
      throw error;
    }
  };

  /** Runs one call, logging its outcome with `fields` (sizes, never content). */
  async function timed<T>(what: string, fields: Record<string, unknown>, call: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      const result = await call();
      log.info(`speech ${what}`, { ...fields, durationMs: Date.now() - started });
      return result;
    } catch (error) {
      if (!(error instanceof SpeechNotConnectedError)) {
        log.warn(`speech ${what} failed`, { ...fields, ...failureFields(error), durationMs: Date.now() - started });
      }
      throw error;
    }
  }

  return {
    transcribe: (recording, signal) =>
      timed('transcription', { model: TRANSCRIPTION_MODEL, bytes: recording.bytes.byteLength, type: recording.type }, async () => {
        const openai = await client();
        const file = new File([recording.bytes as Uint8Array<ArrayBuffer>], recording.name, { type: recording.type });
        const text = await openai.audio.transcriptions.create(
          { file, model: TRANSCRIPTION_MODEL, response_format: 'text' },
          { signal: deadline(options.timeoutMs, signal) },
        );
        return text.trim();
      }),

    speak: (text, voice, signal) =>
      timed('synthesis', { model: SPEECH_MODEL, voice, characters: text.length }, async () => {
        const openai = await client();
        const audio = await openai.audio.speech.create(
          { model: SPEECH_MODEL, voice, input: text, response_format: 'mp3' },
          { signal: deadline(options.timeoutMs, signal) },
        );
        return new Uint8Array(await audio.arrayBuffer());
      }),
  };
}
