import { config, ConfigError } from '../../kernel/config';
import { log } from '../../kernel/log';
import { countEvent } from '../../kernel/metrics';
import { sqsQueue, type JobQueue } from '../../providers/jobs';
import type { ReportJob } from './report-job';

/**
 * Queues the chat's report job after a stored reply, to run once the session has been quiet for
 * REPORT_QUIET_SECONDS; the job finds out then whether it stayed quiet (make-report.ts). In AWS the
 * queue is SQS (REPORT_QUEUE_URL); locally the API server runs the jobs in its own process
 * (dev/report-jobs.ts calls useLocalReportQueue).
 */

let onSqs: JobQueue<ReportJob> | undefined;
let inProcess: JobQueue<ReportJob> | undefined;

/** Runs report jobs in this process instead of SQS (the local stack); REPORT_QUEUE_URL still wins. */
export function useLocalReportQueue(queue: JobQueue<ReportJob> | undefined): void {
  inProcess = queue;
}

/** Where report jobs go; throws ConfigError when there is no queue (a function deployed without one). */
function reportQueue(): JobQueue<ReportJob> {
  const { queueUrl } = config().reports;
  if (queueUrl) {
    onSqs ??= sqsQueue<ReportJob>(queueUrl);
    return onSqs;
  }
  if (inProcess) return inProcess;
  throw new ConfigError('Missing environment variable REPORT_QUEUE_URL (see .env.example)');
}

/**
 * Queues the report job. Queuing must never cost the user their reply: a failure is logged by its
 * name, counted, and skipped.
 */
export async function queueSessionReport(job: ReportJob, requestId: string): Promise<void> {
  try {
    await reportQueue().enqueue(job, config().reports.quietSeconds);
  } catch (error) {
    log.warn('session report not queued', {
      requestId,
      chatId: job.chatId,
      error: error instanceof Error ? error.name : typeof error,
    });
    countEvent('ReportJobsNotQueued');
  }
}
