import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * POST /api/bot/chat/{chatId}/stop (docs/decisions/0053-streaming-replies.md): asks the server to
 * stop the stream `streamId`; it then ends the stream with `done`, the reply marked stopped,
 * holding what it had released. A stream that already ended has its stored reply cut to the
 * `shown` characters the reveal had put on screen.
 */
export async function stopReply(chatId: string, streamId: string, shown: number): Promise<boolean> {
  const { stopped } = await api(routes.stopReply, { params: { chatId }, body: { streamId, shown } });
  return stopped;
}
