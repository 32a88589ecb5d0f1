import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * Whether this server has a speech service (GET /api/config `voice.connected`; without an OpenAI
 * key it is false).
 */
export async function getVoiceConnected(signal?: AbortSignal): Promise<boolean> {
  const config = await api(routes.webConfig, signal ? { signal } : {});
  return config.voice.connected;
}
