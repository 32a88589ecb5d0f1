import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/**
 * POST /api/bot/chat/{chatId}/regenerate — replaces the last reply, or answers a last user message
 * that has none yet (the retry after a 503), without storing the user's message twice.
 */
export const regenerateReply = (chatId: string) => api(routes.regenerateReply, { params: { chatId } });
