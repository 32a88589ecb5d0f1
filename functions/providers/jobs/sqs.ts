import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
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
