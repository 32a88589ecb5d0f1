import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, startDynamo } from '../dev/dynamo';
import { db, resetDb } from '../functions/data/client';
import { resetConfig } from '../functions/kernel/config';

/**
 * What the background-job benches share (the weekly summary, the check-in reminders, the buddy
 * invite race): a fresh dynalite table in memory with the environment the functions read, bulk
 * seeding, and the peak memory of a run. One process runs them one after another, so each points
 * the configuration and the DynamoDB client at its own table.
 */

/** Runs `work` against a fresh in-memory table named `table`, stopping dynalite afterwards. */
export async function withBenchTable<T>(table: string, work: () => Promise<T>): Promise<T> {
  // Lambda runs Node 22; on Node 20 the AWS SDK would warn about it in the middle of the figures.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await startDynamo(0);
  try {
    await ensureTable(dynamo.endpoint, table);
    Object.assign(process.env, {
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      AWS_REGION: 'us-east-1',
      APP_ORIGIN: 'http://localhost:5173',
      FIREBASE_PROJECT_ID: 'demo-bench',
      FIREBASE_API_KEY: 'bench',
      MAIL_TRANSPORT: 'mailbox',
      MAIL_FROM: 'bench@example.com',
      UNSUBSCRIBE_SIGNING_SECRET: 'bench-only-secret',
      LOG_LEVEL: 'silent',
    });
    delete process.env.MAILBOX_FILE;
    resetConfig();
    resetDb();
    return await work();
  } finally {
    await dynamo.stop();
  }
}

/** Writes the items 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function putAll(table: string, items: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests: unknown[] = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
      requests = UnprocessedItems?.[table] ?? [];
    }
  }
}

/** Runs `work`, sampling the process's memory every 20 ms: its result, seconds and peaks. */
export async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRss: number; peakHeap: number }> {
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peakRss, peakHeap };
  } finally {
    clearInterval(sampler);
  }
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
