import { runGuardianNoticeRecord } from '../../domain/guardian/notice-job';
import { recordConsumer } from '../../http/job';

/**
 * The guardian notice job (shared/jobs.ts, guardianNotices): an SQS batch consumer, one claimed
 * notice per record. Only records that fail are redelivered, and a retry sends nobody a second
 * e-mail (domain/guardian/notice-job.ts).
 */
export const handler = recordConsumer(runGuardianNoticeRecord);
