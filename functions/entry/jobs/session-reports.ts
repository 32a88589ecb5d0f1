import { runReportJob } from '../../domain/insights/run-report-job';
import { recordConsumer } from '../../http/job';

/**
 * The session report job (shared/jobs.ts, sessionReports): an SQS batch consumer, one report job
 * per record. Records are independent: only those that fail are redelivered, and running a job
 * twice does nothing the second time (domain/insights/run-report-job.ts).
 */
export const handler = recordConsumer(runReportJob);
