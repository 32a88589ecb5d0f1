import { TRANSCRIPTION_FIELDS } from '#shared/voice';
import { request } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** The file name's extension for a recording's MIME type, so the speech service knows its format. */
function extensionOf(type: string): string {
  const base = type.split(';')[0]?.trim() ?? '';
  if (base === 'audio/ogg') return 'ogg';
  if (base === 'audio/mp4') return 'm4a';
  if (base === 'audio/mpeg') return 'mp3';
  return 'webm';
}

/**
 * Sends one recording and resolves with its transcript: POST /api/voice/transcription (Premium),
 * outside the JSON client as its body is multipart. Throws an ApiError the user can read.
 */
export async function transcribe(recording: Blob, durationMs: number, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append(TRANSCRIPTION_FIELDS.file, recording, `recording.${extensionOf(recording.type)}`);
  form.append(TRANSCRIPTION_FIELDS.durationMs, String(Math.round(durationMs)));
  const response = await request(routes.transcribe, { body: form, ...(signal ? { signal } : {}) });
  const data = (await response.json()) as { text?: unknown };
  return typeof data.text === 'string' ? data.text : '';
}
