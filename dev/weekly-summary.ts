import { isoWeek } from '../functions/domain/weekly-summary/iso-week';
import { fanOutWeeklySummary } from '../functions/domain/weekly-summary/fan-out';
import { processWeeklyBatch } from '../functions/entry/jobs/weekly-summary-sender';
import { sqsEventOf } from './report-jobs';

/**
 * The weekly summary e-mail on a laptop: the same fan-out and sender Lambda runs, in the local
 * API server's process (whose mailbox the e-mails land in), with the queue replaced by a direct
 * call of the sender with each batch as an SQS event. dev/jobs.ts runs it on the job table's
 * schedule (Sunday 18:00 UTC) and on `npm run job -- weeklySummary`. Never mounted in AWS.
 */

export interface WeeklyRun {
  week: string;
  /** Jobs the fan-out made: one per opted-in user. */
  enqueued: number;
  /** Jobs the sender reported as failed (logged; locally there is no redelivery). */
  failed: number;
}

/**
 * Fans out over the opted-in users and sends each their e-mail of the week `nowMs` falls in.
 * `senders` batches are sent at once, as that many sender functions would in AWS.
 */
export async function runWeeklySummary(nowMs: number = Date.now(), senders = 4): Promise<WeeklyRun> {
  const week = isoWeek(nowMs).key;
  let failed = 0;
  const enqueued = await fanOutWeeklySummary({
    week,
    batchConcurrency: senders,
    shardConcurrency: 1,
    enqueue: async (jobs) => {
      const { batchItemFailures } = await processWeeklyBatch(sqsEventOf(jobs), nowMs);
      failed += batchItemFailures.length;
    },
  });
  return { week, enqueued, failed };
}
