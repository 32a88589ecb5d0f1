export type { JobQueue } from './port';
export { inProcessQueue, type InProcessQueue } from './in-process';
export { MAX_DELAY_SECONDS, sqsBatchSender, sqsQueue } from './sqs';
