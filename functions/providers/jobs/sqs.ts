import { SendMessageBatchCommand, SendMessageCommand, SQSClient, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import type { JobQueue } from './port';

/** SQS's longest delivery delay, in seconds. */
export const MAX_DELAY_SECONDS = 900;

let client: SQSClient | undefined;

/** One client per process, reused across invocations (created on first use). */
function sqs(): SQSClient {
  client ??= new SQSClient({});
  return client;
}

/**
 * A job queue on SQS: each job is one message, its JSON the body, its delay the message's own
 * DelaySeconds (no scheduler needed for "in 15 minutes").
 */
export function sqsQueue<Job>(queueUrl: string): JobQueue<Job> {
  return {
    async enqueue(job, delaySeconds) {
      await sqs().send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(job),
          DelaySeconds: Math.max(0, Math.min(MAX_DELAY_SECONDS, Math.round(delaySeconds))),
        }),
      );
    },
  };
}

const MAX_BATCH_ATTEMPTS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends up to 10 jobs in one SendMessageBatch, retrying with backoff the entries SQS reports as
 * failed; after the last attempt it throws, naming the jobs as `what`.
 */
export function sqsBatchSender<Job>(queueUrl: string, what: string): (jobs: Job[]) => Promise<void> {
  return async (jobs) => {
    let entries: SendMessageBatchRequestEntry[] = jobs.map((job, index) => ({ Id: String(index), MessageBody: JSON.stringify(job) }));
    for (let attempt = 1; entries.length; attempt++) {
      if (attempt > MAX_BATCH_ATTEMPTS) throw new Error(`${entries.length} ${what} could not be enqueued`);
      if (attempt > 1) await sleep(Math.random() * 100 * 2 ** attempt);
      const { Failed = [] } = await sqs().send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
      const failed = new Set(Failed.map((entry) => entry.Id));
      entries = entries.filter((entry) => failed.has(entry.Id));
    }
  };
}
