/**
 * The job queue port: how a request hands work to the background (ARCHITECTURE.md 11). Adapters:
 * SQS in AWS (sqs.ts), where a Lambda consumes the queue in batches; an in-process timer locally
 * (in-process.ts), which runs the same job handler in the local API server's process.
 */
export interface JobQueue<Job> {
  /** Queues the job to run after `delaySeconds` (0 to 900, SQS's range). */
  enqueue(job: Job, delaySeconds: number): Promise<void>;
}
