import { pathToFileURL } from 'node:url';
import { runReminders } from '../functions/domain/reminders/run-reminders';
import { reminderShard } from '../functions/data/check-in-reminders';
import { dailyCheckInKey } from '../functions/data/daily-check-ins';
import { localMailbox } from '../functions/providers/mail';
import { reminderDateOf } from '#shared/reminders';
import { measured, mb, putAll, withBenchTable } from './bench-table';

/**
 * The daily check-in reminder job over 10,000 synthetic users all due at once: the
 * 15-minute tick reading the sparse index shard by shard and claiming, checking and e-mailing each
 * user, against dynalite in memory and the in-memory local mailbox, as `npm run job -- checkInReminders` runs it.
 * One user in four has already checked in that day (no e-mail). Prints the wall time and the peak
 * memory. dynalite is a single-process stand-in, so the time says how the code scales, not how
 * long AWS takes (docs/decisions/0049-check-in-reminders-a-sharded-due.md). Run alone with `npx tsx scripts/bench-reminders.ts`.
 */

const USERS = Number(process.env.BENCH_REMINDER_USERS) || 10_000;
const TABLE = 'bench-reminders';
const ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'America/Los_Angeles', 'UTC'];

async function seed(now: number): Promise<number> {
  const items: Record<string, unknown>[] = [];
  const checkIns: Record<string, unknown>[] = [];
  let checkedIn = 0;
  for (let i = 0; i < USERS; i++) {
    const uid = `bench-user-${i}`;
    const timeZone = ZONES[i % ZONES.length]!;
    // All due, each a millisecond apart: dynalite (not DynamoDB) tells index entries of equal keys
    // apart by 24 bits of a hash of the item's key, and among thousands some collide and vanish.
    const dueAt = new Date(now - 60_000 - i).toISOString();
    items.push({
      pk: `USER#${uid}`,
      sk: 'PROFILE',
      type: 'User',
      uid,
      email: `${uid}@example.com`,
      firstName: 'Sam',
      checkInReminder: '07:00',
      reminderTimeZone: timeZone,
      reminderShard: reminderShard(uid),
      reminderDueAt: dueAt,
    });
    if (i % 4 === 0) {
      const date = reminderDateOf(new Date(dueAt), timeZone);
      checkIns.push({ ...dailyCheckInKey(uid, date), type: 'DailyCheckIn', date, timeZone, mood: 3, goalIds: [], updatedAt: dueAt });
      checkedIn++;
    }
  }
  items.push(...checkIns);
  await putAll(TABLE, items);
  return checkedIn;
}

export async function benchReminders(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const now = Date.now();
    const checkedIn = await seed(now);
    const { result: run, seconds, peakRss, peakHeap } = await measured(() => runReminders(now));
    const again = await runReminders(now);
    const kept = localMailbox()?.list().length ?? 0;
    console.log(
      `\nCheck-in reminder job over ${USERS.toLocaleString('en-US')} users due at once (dynalite in memory): ` +
        `${seconds.toFixed(1)} s (${(run.due / seconds).toFixed(0)} users/s), ${run.sent} sent, ${run.skipped} skipped (checked in), ` +
        `${run.failed} failed; peak RSS ${mb(peakRss)}, peak heap ${mb(peakHeap)}; a second run: ${again.due} due ` +
        `(the local mailbox keeps its newest ${kept}).`,
    );
    if (run.due !== USERS || run.sent !== USERS - checkedIn || run.failed || again.due) {
      throw new Error(`expected ${USERS - checkedIn} sends of ${USERS} due, got ${JSON.stringify(run)}, then ${JSON.stringify(again)}`);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchReminders();
