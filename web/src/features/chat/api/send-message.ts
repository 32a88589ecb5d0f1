import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * POST /api/bot/chat/{chatId} — stores the user's message and answers it. The reply is also in
 * `resonse` (the spec's spelling); the stored messages are `message` and `userMessage`. A 503
 * means the coach failed after the user's message was saved.
 */
export const sendMessage = (chatId: string, text: string) => api(routes.sendMessage, { params: { chatId }, body: { text } });
