import type { InsightsOverview } from '#shared/schemas/insights';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { useQuery } from '@/lib/use-query';

/** GET /api/insights: the basic view on every plan, `premium` null on Basic. */
export async function getInsights(signal?: AbortSignal): Promise<InsightsOverview> {
  const { data } = await api(routes.getInsights, signal ? { signal } : undefined);
  return data;
}

/** The Insights page's data; `setData` drops a deleted report from the list without a reload. */
export const useInsights = () => useQuery(getInsights);

/**
 * The overview without one session's report in Premium's list, after it was deleted. The charts
 * keep their figures until the next visit, when the server counts without it.
 */
export function withoutReport(data: InsightsOverview, chatId: string): InsightsOverview {
  if (!data.premium) return data;
  return { ...data, premium: { ...data.premium, reports: data.premium.reports.filter((report) => report.chatId !== chatId) } };
}
