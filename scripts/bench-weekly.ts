import { pathToFileURL } from 'node:url';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, startDynamo } from '../dev/dynamo';
import { runWeeklySummary } from '../dev/weekly-summary';
import { db } from '../functions/data/client';
import { newTimeId } from '../functions/data/time-id';
import { weeklySummaryShard } from '../functions/data/users';
import { resetConfig } from '../functions/kernel/config';
import { localMailbox } from '../functions/providers/mail';

/**
 * The weekly summary job over 10,000 synthetic opted-in users (issue 19): the fan-out paging the
 * sparse index and the sender for each user, against dynalite in memory and the in-memory local
 * mailbox, as `npm run weekly-summary` runs them. Prints the wall time and the peak memory.
 * dynalite is a single-process stand-in, so the time says how the code scales, not how long AWS
 * takes (docs/decisions.md has that arithmetic). Run alone with `npx tsx scripts/bench-weekly.ts`.
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
  for (let start = 0; start < items.length; start += 25) {
    let requests: unknown[] = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests as never } }));
      requests = UnprocessedItems?.[TABLE] ?? [];
    }
  }
}

export async function benchWeekly(): Promise<void> {
  // Lambda runs Node 22; on Node 20 the AWS SDK would warn about it in the middle of the figures.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await startDynamo(0);
  try {
    await ensureTable(dynamo.endpoint, TABLE);
    Object.assign(process.env, {
      TABLE_NAME: TABLE,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      AWS_REGION: 'us-east-1',
      APP_ORIGIN: 'http://localhost:5173',
      FIREBASE_PROJECT_ID: 'demo-bench',
      FIREBASE_API_KEY: 'bench',
      MAIL_TRANSPORT: 'mailbox',
      MAIL_FROM: 'bench@example.com',
      UNSUBSCRIBE_SIGNING_SECRET: 'bench-only-secret',
      LOG_LEVEL: 'silent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    delete process.env.MAILBOX_FILE;
    resetConfig();
    const now = Date.now();
    await seed(now);

    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      peakRss = Math.max(peakRss, rss);
      peakHeap = Math.max(peakHeap, heapUsed);
    }, 20);
    const started = performance.now();
    const run = await runWeeklySummary(now, SENDERS);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const kept = localMailbox()?.list().length ?? 0;
    console.log(
      `\nWeekly summary job over ${USERS.toLocaleString('en-US')} opted-in users (dynalite in memory): ` +
        `${seconds.toFixed(1)} s with ${SENDERS} senders (${(run.enqueued / seconds).toFixed(0)} users/s), ${run.failed} failed; ` +
        `peak RSS ${mb(peakRss)}, peak heap ${mb(peakHeap)} (the local mailbox keeps its newest ${kept}).`,
    );
    if (run.enqueued !== USERS || run.failed) throw new Error(`expected ${USERS} sends, got ${run.enqueued} (${run.failed} failed)`);
  } finally {
    await dynamo.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchWeekly();
