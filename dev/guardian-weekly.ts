import { fanOutGuardianWeekly } from '../functions/domain/guardian/weekly-fan-out';
import { isoWeek } from '../functions/domain/weekly-summary/iso-week';
import { processGuardianWeeklyBatch } from '../functions/entry/jobs/guardian-weekly-sender';
import { sqsEventOf } from './report-jobs';
import type { WeeklyRun } from './weekly-summary';

/**
 * The guardians' weekly e-mail on a laptop, as dev/weekly-summary.ts runs the weekly summary: the
 * same fan-out and sender, the queue replaced by a direct call of the sender with each batch, in
 * the local API server's process (whose mailbox the e-mails land in). Never mounted in AWS.
 */
export async function runGuardianWeekly(nowMs: number = Date.now()): Promise<WeeklyRun> {
  const week = isoWeek(nowMs).key;
  let failed = 0;
  const enqueued = await fanOutGuardianWeekly(
    week,
    async (jobs) => {
      const { batchItemFailures } = await processGuardianWeeklyBatch(sqsEventOf(jobs), nowMs);
      failed += batchItemFailures.length;
    },
    { shardConcurrency: 1, batchConcurrency: 4 },
  );
  return { week, enqueued, failed };
}
