import * as routes from '../../shared/routes/goals';
import { listDailyCheckIns } from '../data/daily-check-ins';
import { getUserTimeZone } from '../data/user-time-zone';
import { listWho5Results } from '../data/who5-results';
import { progressView } from '../domain/check-ins/progress-view';
import { http } from '../http/http';

/** GET /api/check-ins — the streak with its grace days, the last 60 days of check-ins and the WHO-5 results. */
export const handler = http(routes.getProgress, async ({ session }) => {
  const [checkIns, who5, zone] = await Promise.all([
    listDailyCheckIns(session.uid),
    listWho5Results(session.uid),
    getUserTimeZone(session.uid),
  ]);
  return { success: true, ...progressView(checkIns, who5, zone, new Date()) };
});
