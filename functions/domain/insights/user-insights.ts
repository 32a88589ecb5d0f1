import { isPremium } from '#shared/plans';
import type { InsightsOverview } from '#shared/schemas/insights';
import { listChats } from '../../data/chats';
import { listReports } from '../../data/reports';
import { getPlan } from '../../data/users';
import { insightsOverview } from './overview';
import { reportedSessions } from './reported-sessions';

/**
 * The trends across the user's sessions: the basic view on every plan, every topic on Premium
 * (from the stored plan, whatever the web app showed). Two Queries of the user's partition and the
 * plan, read at once.
 */
export async function insightsFor(uid: string): Promise<InsightsOverview> {
  const [chats, reports, plan] = await Promise.all([
    listChats(uid).then((chats) => chats.filter((chat) => !chat.temporary)),
    listReports(uid),
    getPlan(uid),
  ]);
  return insightsOverview(chats.length, reportedSessions(chats, reports), isPremium(plan));
}
