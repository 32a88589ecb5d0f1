import { REPORT_DELETED_MESSAGE } from '../../shared/error-messages';
import * as routes from '../../shared/routes/insights';
import { deleteReport } from '../data/reports';
import { http } from '../http/http';
import { requireChat } from '../domain/chat/chat-access';

/**
 * DELETE /api/insights/reports/{chatId} — deletes the session's report on any plan (deleting one's
 * own data is never behind a plan). Deleting a report that is not there succeeds; the chat stays.
 * A later message in the chat makes a new report, as the report job always does.
 */
export const handler = http(routes.deleteSessionReport, async ({ params, session }) => {
  await requireChat(session.uid, params.chatId);
  await deleteReport(session.uid, params.chatId);
  return { success: true, message: REPORT_DELETED_MESSAGE };
});
