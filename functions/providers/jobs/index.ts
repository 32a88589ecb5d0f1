export type { JobQueue } from './port';
export { inProcessQueue, type InProcessQueue } from './in-process';
export { MAX_DELAY_SECONDS, sqsQueue } from './sqs';
