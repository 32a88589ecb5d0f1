import type { SessionReportView } from '#shared/schemas/insights';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** GET /api/insights/reports/{chatId} (Premium; 403 on Basic): the session and its report, null until one is made. */
export async function getSessionReport(chatId: string, signal?: AbortSignal): Promise<SessionReportView> {
  const { data } = await api(routes.getSessionReport, { params: { chatId }, ...(signal ? { signal } : {}) });
  return data;
}
