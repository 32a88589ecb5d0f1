import { api, ApiError } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** DELETE /api/insights/reports/{chatId}. A report already gone (404) counts as deleted. */
export async function deleteSessionReport(chatId: string): Promise<void> {
  try {
    await api(routes.deleteSessionReport, { params: { chatId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
