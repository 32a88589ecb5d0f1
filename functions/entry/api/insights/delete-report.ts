import { REPORT_DELETED_MESSAGE } from '#shared/error-messages';
import * as routes from '#shared/routes/insights';
import { deleteReportFor } from '../../../domain/insights/session-report';
import { http } from '../../../http/http';

/**
 * DELETE /api/insights/reports/{chatId} — deletes the session's report on any plan (deleting one's
 * own data is never behind a plan). Deleting a report that is not there succeeds; the chat stays.
 * A later message in the chat makes a new report, as the report job always does.
 */
export const handler = http(routes.deleteSessionReport, async ({ params, session }) => {
  await deleteReportFor(session.uid, params.chatId);
  return { success: true, message: REPORT_DELETED_MESSAGE };
});
