import { log } from '../../kernel/log';
import { indexChatForSearch } from '../search/index-chat';
import { makeReport } from './make-report';
import { reportJob } from './report-job';

/**
 * Runs one queued session report job `{ uid, chatId, messageCount }`, queued after a stored reply
 * with the quiet-session delay, and answers whether it is done (an unreadable or failed one is
 * left for the queue to retry). Running a job twice does nothing the second time (make-report.ts).
 * Logs carry ids and outcomes, never content.
 */
export async function runReportJob(record: { messageId: string; body: string }): Promise<boolean> {
  const fields = { messageId: record.messageId };
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const job = reportJob.safeParse(body);
  if (!job.success) {
    // Never succeeds, so it goes on to the dead-letter queue, where someone can look at it.
    log.warn('session report job unreadable', fields);
    return false;
  }
  const { uid, chatId, messageCount } = job.data;
  try {
    // Session search's index first: every stored chat, whether or not it gets a report.
    const indexed = await indexChatForSearch(uid, chatId);
    const outcome = await makeReport(job.data);
    log.info('session report job', { ...fields, uid, chatId, messageCount, outcome, indexed });
    return true;
  } catch (error) {
    log.warn('session report job failed', {
      ...fields,
      uid,
      chatId,
      messageCount,
      error: error instanceof Error ? error.name : typeof error,
    });
    return false;
  }
}
