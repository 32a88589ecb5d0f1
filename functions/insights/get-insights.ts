import * as routes from '../../shared/routes/insights';
import { isPremium } from '../../shared/plans';
import { listChats } from '../data/chats';
import { listReports } from '../data/reports';
import { getPlan } from '../data/users';
import { http } from '../http/http';
import { insightsOverview } from '../domain/insights/overview';
import { reportedSessions } from '../domain/insights/reported-sessions';

/**
 * GET /api/insights — the trends across the user's sessions: the basic view on every plan, every
 * topic on Premium (from the stored plan, whatever the web app showed). Two Queries of the user's
 * partition and the plan, read at once.
 */
export const handler = http(routes.getInsights, async ({ session }) => {
  const [chats, reports, plan] = await Promise.all([
    listChats(session.uid).then((chats) => chats.filter((chat) => !chat.temporary)),
    listReports(session.uid),
    getPlan(session.uid),
  ]);
  return { success: true, data: insightsOverview(chats.length, reportedSessions(chats, reports), isPremium(plan)) };
});
