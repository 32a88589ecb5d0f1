import type { Voice } from '#shared/preferences';
import { request } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * The speech of `text` in `voice`, as audio/mpeg: POST /api/voice/speech (Premium), outside the
 * JSON client as it answers with audio bytes. Throws an ApiError the user can read.
 */
export async function speak(text: string, voice: Voice, signal?: AbortSignal): Promise<Blob> {
  const response = await request(routes.speak, {
    body: JSON.stringify({ text, voice }),
    headers: { 'content-type': 'application/json' },
    accept: 'audio/mpeg',
    ...(signal ? { signal } : {}),
  });
  return response.blob();
}
