import { INSIGHTS_PREMIUM_REQUIRED_MESSAGE } from '../../shared/error-messages';
import * as routes from '../../shared/routes/insights';
import { isPremium } from '../../shared/plans';
import { getReport } from '../data/reports';
import { getPlan } from '../data/users';
import { http } from '../http/http';
import { forbidden } from '../kernel/errors';
import { requireChat } from '../domain/chat/chat-access';
import { sessionRef } from '../domain/insights/reported-sessions';
import { toReaderReport } from '../domain/insights/reader-report';

/**
 * GET /api/insights/reports/{chatId} — a session's latest report (Premium, 403 on Basic), or null
 * while none is made yet, as its user reads it (no score, no red flags: SAFETY.md 20). An unknown
 * or another user's chat is 404, as on the chat routes.
 */
export const handler = http(routes.getSessionReport, async ({ params, session }) => {
  const [chat, report, plan] = await Promise.all([
    requireChat(session.uid, params.chatId),
    getReport(session.uid, params.chatId),
    getPlan(session.uid),
  ]);
  if (!isPremium(plan)) throw forbidden(INSIGHTS_PREMIUM_REQUIRED_MESSAGE);
  return {
    success: true,
    data: { chat: { ...sessionRef(chat), chatGoal: chat.goal, chatStyle: chat.style }, report: report ? toReaderReport(report) : null },
  };
});
