import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { makeReport } from '../domain/insights/make-report';
import { reportJob } from '../domain/insights/report-job';
import { indexChatForSearch } from '../domain/search/index-chat';
import { log } from '../kernel/log';

/**
 * The session report job: an SQS batch consumer. Each record is one job
 * `{ uid, chatId, messageCount }`, queued after a stored reply with the quiet-session delay.
 * Records are independent: those that fail are reported in `batchItemFailures`, so SQS redelivers
 * only them (and after maxReceiveCount moves them to the dead-letter queue). Running a job twice
 * does nothing the second time (make-report.ts). Logs carry ids and outcomes, never content.
 */

async function runRecord(record: SQSRecord): Promise<boolean> {
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

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.all(event.Records.map(async (record) => ({ record, ok: await runRecord(record) })));
  const batchItemFailures: SQSBatchItemFailure[] = results
    .filter(({ ok }) => !ok)
    .map(({ record }) => ({ itemIdentifier: record.messageId }));
  return { batchItemFailures };
}
