import * as routes from '#shared/routes/insights';
import { readerReportFor } from '../../../domain/insights/session-report';
import { http } from '../../../http/http';

/**
 * GET /api/insights/reports/{chatId} — a session's latest report (Premium, 403 on Basic), or null
 * while none is made yet, as its user reads it (no score, no red flags: SAFETY.md 20). An unknown
 * or another user's chat is 404, as on the chat routes.
 */
export const handler = http(routes.getSessionReport, async ({ params, session }) => ({
  success: true,
  data: await readerReportFor(session.uid, params.chatId),
}));
