import { dueReminders, reminderShards } from '../../data/check-in-reminders';
import { log } from '../../kernel/log';
import { sendReminder } from './send-reminder';

/** What one run did: reminders due, e-mails sent, skipped (checked in, late, …) and failed (given back). */
export interface ReminderRun {
  due: number;
  sent: number;
  skipped: number;
  failed: number;
}

/** Shards read at once. */
const SHARD_CONCURRENCY = 4;
/** Users of one shard handled at once: with the shards, at most 32 in flight, whatever the count due. */
const USERS_PER_SHARD = 8;
/** Index items per Query page: memory holds at most one page per shard being read. */
const PAGE_SIZE = 200;

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The 15-minute check-in reminder job (ARCHITECTURE.md 11): reads every shard of the
 * sparse reminder index for the users due at `nowMs` (never a Scan), a page at a time, and handles
 * each (sendReminder), a few at once per shard. Running it twice, or at once in two places, sends
 * nothing twice: each reminder is claimed by one conditional write.
 */
export async function runReminders(nowMs: number = Date.now()): Promise<ReminderRun> {
  const now = new Date(nowMs).toISOString();
  const run: ReminderRun = { due: 0, sent: 0, skipped: 0, failed: 0 };
  await eachLimited(reminderShards(), SHARD_CONCURRENCY, async (shard) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dueReminders(shard, now, PAGE_SIZE, startKey);
      run.due += page.uids.length;
      await eachLimited(page.uids, USERS_PER_SHARD, async (uid) => {
        try {
          const outcome = await sendReminder(uid, nowMs);
          if (outcome === 'send') run.sent++;
          else run.skipped++;
        } catch (error) {
          run.failed++;
          log.error('check-in reminder failed', error instanceof Error ? error.name : typeof error);
        }
      });
      startKey = page.next;
    } while (startKey);
  });
  return run;
}
