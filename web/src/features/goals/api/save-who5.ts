import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';
import { browserTimeZone, localToday } from './save-check-in';

/** POST /api/wellbeing/who5 for this ISO week: the result, and whether to bring support forward. */
export async function saveWho5(answers: number[]) {
  const timeZone = browserTimeZone();
  return api(routes.saveWho5, { body: { date: localToday(timeZone), timeZone, answers } });
}
