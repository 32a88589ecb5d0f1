import { optedInUsers, weeklySummaryShards } from '../../data/weekly-summary';
import { isoWeek } from './iso-week';
import { config, ConfigError } from '../../kernel/config';
import { log } from '../../kernel/log';
import { sqsBatchSender } from '../../providers/jobs';
import { SQS_BATCH, type WeeklySummaryJob } from './job';

/** Puts up to 10 jobs on the queue (SQS in AWS; the sender itself, in process, locally). */
export type Enqueue = (jobs: WeeklySummaryJob[]) => Promise<void>;

export interface FanOutOptions {
  /** The ISO week key every job names. */
  week: string;
  enqueue: Enqueue;
  /** Items per index page; DynamoDB's 1 MB page when unset. */
  pageSize?: number;
  /** Shards paged at once. */
  shardConcurrency?: number;
  /** Batches of one page enqueued at once. */
  batchConcurrency?: number;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Pages every shard of the sparse index of opted-in users (never a Scan) and enqueues one job per
 * user, ten to a batch. Memory holds one page per shard being read. Running it twice enqueues
 * everyone twice, which costs messages but sends nothing twice (the sender's week marker).
 * @returns how many jobs were enqueued.
 */
export async function fanOutWeeklySummary(options: FanOutOptions): Promise<number> {
  const { week, enqueue, pageSize, shardConcurrency = 4, batchConcurrency = 16 } = options;
  let enqueued = 0;
  await eachLimited(weeklySummaryShards(), shardConcurrency, async (shard) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await optedInUsers(shard, startKey, pageSize);
      const batches: WeeklySummaryJob[][] = [];
      for (let i = 0; i < page.uids.length; i += SQS_BATCH) {
        batches.push(page.uids.slice(i, i + SQS_BATCH).map((uid) => ({ uid, week })));
      }
      await eachLimited(batches, batchConcurrency, async (batch) => {
        await enqueue(batch);
        enqueued += batch.length;
      });
      startKey = page.next;
    } while (startKey);
  });
  return enqueued;
}

/** What the schedule passes: its scheduled time (`<aws.scheduler.scheduled-time>`), so a retry keeps the week. */
export interface FanOutEvent {
  scheduledTime?: string;
}

/**
 * The weekly fan-out: every opted-in user's job for the week the schedule names (or this week),
 * on the sender's queue.
 */
export async function runWeeklyFanOut(event: FanOutEvent = {}): Promise<{ week: string; enqueued: number }> {
  const { queueUrl } = config().weeklySummary;
  if (!queueUrl) throw new ConfigError('Missing environment variable WEEKLY_SUMMARY_QUEUE_URL (see .env.example)');
  const scheduled = event.scheduledTime ? Date.parse(event.scheduledTime) : NaN;
  const week = isoWeek(Number.isNaN(scheduled) ? Date.now() : scheduled).key;
  const enqueued = await fanOutWeeklySummary({ week, enqueue: sqsBatchSender<WeeklySummaryJob>(queueUrl, 'weekly summary jobs') });
  log.info('weekly summary fan-out', { week, enqueued });
  return { week, enqueued };
}
