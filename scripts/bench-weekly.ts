import { pathToFileURL } from 'node:url';
import { runWeeklySummary } from '../dev/weekly-summary';
import { newTimeId } from '../functions/data/time-id';
import { weeklySummaryShard } from '../functions/data/users';
import { localMailbox } from '../functions/providers/mail';
import { measured, mb, putAll, withBenchTable } from './bench-table';

/**
 * The weekly summary job over 10,000 synthetic opted-in users: the fan-out paging the
 * sparse index and the sender for each user, against dynalite in memory and the in-memory local
 * mailbox, as `npm run job -- weeklySummary` runs them. Prints the wall time and the peak memory.
 * dynalite is a single-process stand-in, so the time says how the code scales, not how long AWS
 * takes (docs/decisions/0036-weekly-summary-e-mail-a-sparse.md has that arithmetic). Run alone with `npx tsx scripts/bench-weekly.ts`.
 */

const USERS = Number(process.env.BENCH_WEEKLY_USERS) || 10_000;
const TABLE = 'bench-weekly';
/** Batches in flight at once, as that many sender functions would take them. */
const SENDERS = 8;

async function seed(now: number): Promise<void> {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < USERS; i++) {
    const uid = `bench-user-${i}`;
    items.push({
      pk: `USER#${uid}`,
      sk: 'PROFILE',
      type: 'User',
      uid,
      email: `${uid}@example.com`,
      firstName: 'Sam',
      plan: 'Premium',
      weeklySummary: true,
      weeklySummaryShard: weeklySummaryShard(uid),
    });
    // 0 to 3 sessions this week.
    for (let c = 0; c < i % 4; c++) items.push({ pk: `USER#${uid}`, sk: `CHAT#${newTimeId(now - c * 60_000)}`, type: 'Chat' });
  }
  await putAll(TABLE, items);
}

export async function benchWeekly(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const now = Date.now();
    await seed(now);
    const { result: run, seconds, peakRss, peakHeap } = await measured(() => runWeeklySummary(now, SENDERS));
    const kept = localMailbox()?.list().length ?? 0;
    console.log(
      `\nWeekly summary job over ${USERS.toLocaleString('en-US')} opted-in users (dynalite in memory): ` +
        `${seconds.toFixed(1)} s with ${SENDERS} senders (${(run.enqueued / seconds).toFixed(0)} users/s), ${run.failed} failed; ` +
        `peak RSS ${mb(peakRss)}, peak heap ${mb(peakHeap)} (the local mailbox keeps its newest ${kept}).`,
    );
    if (run.enqueued !== USERS || run.failed) throw new Error(`expected ${USERS} sends, got ${run.enqueued} (${run.failed} failed)`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchWeekly();
