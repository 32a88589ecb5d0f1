import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { jobs } from '#shared/jobs';
import type { ReportJob } from '../functions/domain/insights/report-job';
import { useLocalReportQueue } from '../functions/domain/insights/queue-report';
import { inProcessQueue, type InProcessQueue } from '../functions/providers/jobs';

/**
 * Session report jobs in the local API server's process: each job waits on a timer
 * (REPORT_QUIET_SECONDS) and then runs the very SQS handler Lambda runs (the job table's
 * sessionReports handler, under functions/entry/jobs/), with a one-record event.
 * `npm run job -- sessionReports` runs the jobs still waiting at once (dev/jobs.ts), so a report
 * can be read without waiting out the quiet time. Never mounted in AWS.
 */

/** An SQS event as Lambda delivers it, one record per job. */
export function sqsEventOf(bodies: readonly unknown[]): SQSEvent {
  return {
    Records: bodies.map((body) => ({
      messageId: randomUUID(),
      receiptHandle: 'local',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:session-reports',
      awsRegion: 'local',
    })),
  };
}

async function runJob(job: ReportJob): Promise<void> {
  const { handler } = (await import(`../functions/${jobs.sessionReports.handler}`)) as {
    handler: (event: SQSEvent) => Promise<SQSBatchResponse>;
  };
  const { batchItemFailures } = await handler(sqsEventOf([job]));
  // The handler has logged why; locally there is no redelivery.
  if (batchItemFailures.length) throw new Error(`session report job failed for chat ${job.chatId}`);
}

let queue: InProcessQueue<ReportJob> | undefined;

/** Starts running report jobs in this process (once); the local API server calls it. */
export function runReportJobsInProcess(): InProcessQueue<ReportJob> {
  queue ??= inProcessQueue(runJob, (error) => console.error(error instanceof Error ? error.message : error));
  useLocalReportQueue(queue);
  return queue;
}
