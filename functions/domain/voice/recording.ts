import { messages } from '#shared/messages';
import { isAudioType, MAX_AUDIO_BYTES, MAX_AUDIO_MS, mediaTypeOf, TRANSCRIPTION_FIELDS } from '#shared/voice';
import { badRequest } from '../../kernel/errors';
import type { Recording } from '../../providers/speech';

/**
 * The recording of a transcription request, checked before anything is sent anywhere: a file part
 * named `file` of a supported audio type, not empty, at most 5 MB and 60 s.
 *
 * How long it is: the web app sends the length it recorded (`durationMs`), which is refused above
 * 60 s. That is the client's word, so the size is checked against it too: each format has a
 * highest bitrate (MP3 320 kbps, Opus 510 kbps, AAC about the same), so a file too large to last
 * 60 s at that rate is longer than 60 s, whatever it says. Reading the real length from the file
 * was weighed and left out: the browsers' own WebM recordings carry no duration in their header
 * (it would mean walking every cluster), and a parser would add weight to the Lambda. A client
 * that lies with a long, low-bitrate file gets at most 5 MB transcribed, which the per-user rate
 * limits bound.
 */

/** The most bytes one second of each format can take, container overhead included (about 10%). */
const MAX_BYTES_PER_SECOND: Record<string, number> = {
  'audio/mpeg': 44_000,
  'audio/mp3': 44_000,
  'audio/webm': 70_000,
  'audio/ogg': 70_000,
  'audio/mp4': 70_000,
  // PCM: 48 kHz, 16-bit stereo; 5 MB of it is under 30 s, so the size limit is the tighter one.
  'audio/wav': 192_000,
};

/** The extension the transcription service reads the format from (a browser names its blob "blob"). */
const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/wav': 'wav',
};

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, { [field]: message });

/** The claimed length in milliseconds, when sent: a whole number, at most 60 s. */
function claimedDuration(form: FormData): number | undefined {
  const value = form.get(TRANSCRIPTION_FIELDS.durationMs);
  if (value === null) return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim())) {
    throw invalid(TRANSCRIPTION_FIELDS.durationMs, messages.voice.badDuration);
  }
  return Number(value.trim());
}

/** The checked recording of a transcription form; 400 with a specific message otherwise. */
export async function readRecording(form: FormData): Promise<Recording> {
  const field = TRANSCRIPTION_FIELDS.file;
  const file = form.get(field);
  if (file === null || typeof file === 'string') throw invalid(field, messages.voice.noFile);
  if (!isAudioType(file.type)) throw invalid(field, messages.voice.wrongType);
  if (file.size === 0) throw invalid(field, messages.voice.empty);
  if (file.size > MAX_AUDIO_BYTES) throw invalid(field, messages.voice.tooLarge);
  const type = mediaTypeOf(file.type);
  const shortest = (file.size / MAX_BYTES_PER_SECOND[type]!) * 1000;
  const claimed = claimedDuration(form);
  if ((claimed ?? 0) > MAX_AUDIO_MS || shortest > MAX_AUDIO_MS) throw invalid(field, messages.voice.tooLong);
  return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type, name: `recording.${EXTENSIONS[type]}` };
}
