import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { browserToday } from '@/lib/time-zone';

/**
 * Whether the user has checked in for their local today, from GET /api/check-ins: the browser's
 * date among the recent check-ins (the API's own `today` is in the zone of the latest check-in,
 * which may not be where the user is now).
 */
export async function checkedInToday(signal?: AbortSignal): Promise<boolean> {
  const progress = await api(routes.getProgress, signal ? { signal } : undefined);
  const today = browserToday();
  return progress.checkIns.some((checkIn) => checkIn.date === today) || (progress.checkedInToday && progress.today === today);
}
