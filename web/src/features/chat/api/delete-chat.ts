import { api, ApiError } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/bot/{chatId}. A chat that is already gone (404) counts as deleted: the outcome is the same. */
export async function deleteChat(chatId: string): Promise<void> {
  try {
    await api(routes.deleteChat, { params: { chatId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
