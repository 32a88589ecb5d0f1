import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { jobs } from '#shared/jobs';
import type { GuardianNoticeJob } from '../functions/domain/guardian/notice-job';
import { useLocalNoticeQueue } from '../functions/domain/guardian/queue-notice';
import { inProcessQueue, type InProcessQueue } from '../functions/providers/jobs';
import { sqsEventOf } from './report-jobs';

/**
 * Guardian notices in the local API server's process: each queued notice runs at once through the
 * very SQS handler Lambda runs (the job table's guardianNotices handler), with a one-record event,
 * and its e-mails land in the local mailbox. Never mounted in AWS.
 */

async function runJob(job: GuardianNoticeJob): Promise<void> {
  const { handler } = (await import(`../functions/${jobs.guardianNotices.handler}`)) as {
    handler: (event: SQSEvent) => Promise<SQSBatchResponse>;
  };
  const { batchItemFailures } = await handler(sqsEventOf([job]));
  // The handler has logged why; locally there is no redelivery.
  if (batchItemFailures.length) throw new Error('guardian notice job failed');
}

let queue: InProcessQueue<GuardianNoticeJob> | undefined;

/** Starts running notice jobs in this process (once); the local API server calls it. */
export function runNoticeJobsInProcess(): InProcessQueue<GuardianNoticeJob> {
  queue ??= inProcessQueue(runJob, (error) => console.error(error instanceof Error ? error.message : error));
  useLocalNoticeQueue(queue);
  return queue;
}
