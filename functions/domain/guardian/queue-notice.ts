import { config, ConfigError } from '../../kernel/config';
import { sqsQueue, type JobQueue } from '../../providers/jobs';
import type { GuardianNoticeJob } from './notice-job';

/**
 * Where a claimed distress notice goes to be sent (ARCHITECTURE.md 11): the guardianNotices job's
 * SQS queue in AWS (GUARDIAN_NOTICE_QUEUE_URL); locally the API server runs the job in its own
 * process (dev/guardian-notice-jobs.ts calls useLocalNoticeQueue).
 */

let onSqs: JobQueue<GuardianNoticeJob> | undefined;
let inProcess: JobQueue<GuardianNoticeJob> | undefined;

/** Runs notice jobs in this process instead of SQS (the local stack); GUARDIAN_NOTICE_QUEUE_URL still wins. */
export function useLocalNoticeQueue(queue: JobQueue<GuardianNoticeJob> | undefined): void {
  inProcess = queue;
}

/** Queues the notice at once; throws ConfigError when there is no queue. */
export async function queueGuardianNotice(job: GuardianNoticeJob): Promise<void> {
  const { queueUrl } = config().guardianNotices;
  if (queueUrl) {
    onSqs ??= sqsQueue<GuardianNoticeJob>(queueUrl);
    return onSqs.enqueue(job, 0);
  }
  if (inProcess) return inProcess.enqueue(job, 0);
  throw new ConfigError('Missing environment variable GUARDIAN_NOTICE_QUEUE_URL (see .env.example)');
}
