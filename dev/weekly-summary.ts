import type { IncomingMessage, ServerResponse } from 'node:http';
import { isoWeek } from '../functions/domain/weekly-summary/iso-week';
import { fanOutWeeklySummary } from '../functions/jobs/weekly-summary-fan-out';
import { processWeeklyBatch } from '../functions/jobs/weekly-summary-sender';
import { sqsEventOf } from './report-jobs';
import { sendJson } from './http-json';

/**
 * The weekly summary e-mail on a laptop: the same fan-out and sender Lambda runs, in the local
 * API server's process (whose mailbox the e-mails land in), with the queue replaced by a direct
 * call of the sender with each batch as an SQS event. `npm start` runs it every Sunday 18:00 UTC
 * like the AWS schedule; `npm run weekly-summary` (POST /api/dev/weekly-summary) runs it now.
 * Never mounted in AWS.
 */

export interface WeeklyRun {
  week: string;
  /** Jobs the fan-out made: one per opted-in user. */
  enqueued: number;
  /** Jobs the sender reported as failed (logged; locally there is no redelivery). */
  failed: number;
}

/**
 * Fans out over the opted-in users and sends each their e-mail of the week `nowMs` falls in.
 * `senders` batches are sent at once, as that many sender functions would in AWS.
 */
export async function runWeeklySummary(nowMs: number = Date.now(), senders = 4): Promise<WeeklyRun> {
  const week = isoWeek(nowMs).key;
  let failed = 0;
  const enqueued = await fanOutWeeklySummary({
    week,
    batchConcurrency: senders,
    shardConcurrency: 1,
    enqueue: async (jobs) => {
      const { batchItemFailures } = await processWeeklyBatch(sqsEventOf(jobs), nowMs);
      failed += batchItemFailures.length;
    },
  });
  return { week, enqueued, failed };
}

const DAY_MS = 86_400_000;

/** Milliseconds from `nowMs` to the next Sunday 18:00 UTC (the AWS schedule's time). */
export function untilNextRun(nowMs: number): number {
  const { startMs } = isoWeek(nowMs);
  const sundayEvening = startMs + 6 * DAY_MS + 18 * 3_600_000;
  return (sundayEvening > nowMs ? sundayEvening : sundayEvening + 7 * DAY_MS) - nowMs;
}

/** Runs the weekly summary every Sunday 18:00 UTC while this process lives (the timer does not keep it alive). */
export function scheduleWeeklySummary(): void {
  const timer = setTimeout(() => {
    runWeeklySummary()
      .then((run) => console.log(`Weekly summary ${run.week}: ${run.enqueued} opted-in, ${run.failed} failed.`))
      .catch((error: unknown) => console.error('Weekly summary failed:', error instanceof Error ? error.message : error))
      .finally(scheduleWeeklySummary);
  }, untilNextRun(Date.now()));
  timer.unref();
}

export const WEEKLY_SUMMARY_PATH = '/api/dev/weekly-summary';

/** POST /api/dev/weekly-summary: runs the weekly summary now; answers what it did. */
export async function weeklySummaryRoute(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'POST' || url.pathname !== WEEKLY_SUMMARY_PATH) return false;
  const run = await runWeeklySummary();
  sendJson(res, 200, run);
  return true;
}
