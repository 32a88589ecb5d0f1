import { guardianWeeklyLinks, guardianWeeklyShards } from '../../data/guardian-weekly';
import { config, ConfigError } from '../../kernel/config';
import { log } from '../../kernel/log';
import { sqsBatchSender } from '../../providers/jobs';
import { fanOutShards, weekOfEvent, type Enqueue, type FanOutEvent } from '../weekly-summary/fan-out';
import type { GuardianWeeklyJob } from './weekly-email';

/**
 * Every link whose guardian turned the weekly e-mail on, as one job each for ISO week `week`,
 * paged from the weekly summary's sparse index in the guardians' own partitions (never a Scan).
 */
export const fanOutGuardianWeekly = (
  week: string,
  enqueue: Enqueue<GuardianWeeklyJob>,
  options: { shardConcurrency?: number; batchConcurrency?: number; pageSize?: number } = {},
): Promise<number> =>
  fanOutShards<GuardianWeeklyJob>({
    ...options,
    shards: guardianWeeklyShards(),
    enqueue,
    page: async (shard, startKey, pageSize) => {
      const page = await guardianWeeklyLinks(shard, startKey, pageSize);
      return { jobs: page.links.map((link) => ({ ...link, week })), next: page.next };
    },
  });

/** The schedule's target: the week it names (a retried invocation keeps it), on the sender's queue. */
export async function runGuardianWeeklyFanOut(event: FanOutEvent = {}): Promise<{ week: string; enqueued: number }> {
  const { guardianWeeklyQueueUrl } = config().weeklySummary;
  if (!guardianWeeklyQueueUrl) throw new ConfigError('Missing environment variable GUARDIAN_WEEKLY_QUEUE_URL (see .env.example)');
  const week = weekOfEvent(event);
  const enqueued = await fanOutGuardianWeekly(week, sqsBatchSender<GuardianWeeklyJob>(guardianWeeklyQueueUrl, 'guardian weekly jobs'));
  log.info('guardian weekly fan-out', { week, enqueued });
  return { week, enqueued };
}
