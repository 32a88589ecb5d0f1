import { optedInUsers, weeklySummaryShards } from '../../data/weekly-summary';
import { isoWeek } from './iso-week';
import { config, ConfigError } from '../../kernel/config';
import { log } from '../../kernel/log';
import { sqsBatchSender } from '../../providers/jobs';
import { SQS_BATCH, type WeeklySummaryJob } from './job';

/** Puts up to 10 jobs on the queue (SQS in AWS; the sender itself, in process, locally). */
export type Enqueue<Job = WeeklySummaryJob> = (jobs: Job[]) => Promise<void>;

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

/** One page of a sparse index's shard, already made into jobs, and where the next page starts. */
export interface JobPage<Job> {
  jobs: Job[];
  next: Record<string, unknown> | undefined;
}

/** What a fan-out pages and where its jobs go (every weekly e-mail's fan-out: this one and the guardian's). */
export interface ShardedFanOut<Job> extends Omit<FanOutOptions, 'week' | 'enqueue'> {
  shards: readonly string[];
  page: (shard: string, startKey: Record<string, unknown> | undefined, pageSize: number | undefined) => Promise<JobPage<Job>>;
  enqueue: Enqueue<Job>;
}

/**
 * Pages every shard of a sparse index (never a Scan) and enqueues its jobs, ten to a batch.
 * Memory holds one page per shard being read. Running it twice enqueues everything twice, which
 * costs messages but sends nothing twice (each sender's week marker).
 * @returns how many jobs were enqueued.
 */
export async function fanOutShards<Job>(options: ShardedFanOut<Job>): Promise<number> {
  const { shards, page: readPage, enqueue, pageSize, shardConcurrency = 4, batchConcurrency = 16 } = options;
  let enqueued = 0;
  await eachLimited(shards, shardConcurrency, async (shard) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await readPage(shard, startKey, pageSize);
      const batches: Job[][] = [];
      for (let i = 0; i < page.jobs.length; i += SQS_BATCH) batches.push(page.jobs.slice(i, i + SQS_BATCH));
      await eachLimited(batches, batchConcurrency, async (batch) => {
        await enqueue(batch);
        enqueued += batch.length;
      });
      startKey = page.next;
    } while (startKey);
  });
  return enqueued;
}

/** Every opted-in user's weekly summary job of `week`, through fanOutShards. */
export async function fanOutWeeklySummary(options: FanOutOptions): Promise<number> {
  const { week, ...rest } = options;
  return fanOutShards<WeeklySummaryJob>({
    ...rest,
    shards: weeklySummaryShards(),
    page: async (shard, startKey, pageSize) => {
      const page = await optedInUsers(shard, startKey, pageSize);
      return { jobs: page.uids.map((uid) => ({ uid, week })), next: page.next };
    },
  });
}

/** What the schedule passes: its scheduled time (`<aws.scheduler.scheduled-time>`), so a retry keeps the week. */
export interface FanOutEvent {
  scheduledTime?: string;
}

/** The ISO week key of the schedule's time, or of now when the event names none. */
export function weekOfEvent(event: FanOutEvent): string {
  const scheduled = event.scheduledTime ? Date.parse(event.scheduledTime) : NaN;
  return isoWeek(Number.isNaN(scheduled) ? Date.now() : scheduled).key;
}

/**
 * The weekly fan-out: every opted-in user's job for the week the schedule names (or this week),
 * on the sender's queue.
 */
export async function runWeeklyFanOut(event: FanOutEvent = {}): Promise<{ week: string; enqueued: number }> {
  const { queueUrl } = config().weeklySummary;
  if (!queueUrl) throw new ConfigError('Missing environment variable WEEKLY_SUMMARY_QUEUE_URL (see .env.example)');
  const week = weekOfEvent(event);
  const enqueued = await fanOutWeeklySummary({ week, enqueue: sqsBatchSender<WeeklySummaryJob>(queueUrl, 'weekly summary jobs') });
  log.info('weekly summary fan-out', { week, enqueued });
  return { week, enqueued };
}
