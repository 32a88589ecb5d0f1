import type { ProgressResponse } from '#shared/schemas/check-ins';
import { listDailyCheckIns } from '../../data/daily-check-ins';
import { getUserTimeZone } from '../../data/user-time-zone';
import { listWho5Results } from '../../data/who5-results';
import { progressView } from './progress-view';

/** The user's streak with its grace days, the last 60 days of check-ins and the WHO-5 results, read at once. */
export async function progressFor(uid: string): Promise<Omit<ProgressResponse, 'success'>> {
  const [checkIns, who5, zone] = await Promise.all([listDailyCheckIns(uid), listWho5Results(uid), getUserTimeZone(uid)]);
  return progressView(checkIns, who5, zone, new Date());
}
