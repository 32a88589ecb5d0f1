import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * POST /api/bot/chat/{chatId}/stop (issue 23): asks the server to stop the stream `streamId`. It
 * then ends the stream with `done`, the reply marked stopped, holding what it had released.
 */
export async function stopReply(chatId: string, streamId: string): Promise<boolean> {
  const { stopped } = await api(routes.stopReply, { params: { chatId }, body: { streamId } });
  return stopped;
}
