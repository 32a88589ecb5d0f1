import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sendWeeklySummary } from '../domain/weekly-summary/send-weekly-summary';
import { log } from '../kernel/log';
import { weeklySummaryJob } from '../domain/weekly-summary/job';

/**
 * Consumes the weekly summary queue, one record after another: SES's sending rate is the limit,
 * and the event source's maximum concurrency paces it (docs/decisions.md). A record that fails is
 * reported alone (ReportBatchItemFailures), so SQS retries only it and, after its last attempt,
 * moves it to the dead-letter queue; the week marker makes every retry safe.
 */
export async function processWeeklyBatch(event: SQSEvent, nowMs: number = Date.now()): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const job = weeklySummaryJob.parse(JSON.parse(record.body));
      const outcome = await sendWeeklySummary(job.uid, job.week, nowMs);
      log.info('weekly summary', { uid: job.uid, week: job.week, outcome });
    } catch (error) {
      log.error('weekly summary failed', error, { messageId: record.messageId });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

/** The queue's Lambda entry; Lambda's second argument is its context, never a clock. */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => processWeeklyBatch(event);
