import { dueFollowUps, followUpShards } from '../../data/follow-ups';
import { log } from '../../kernel/log';
import { sendFollowUp } from './send-follow-up';

/** What one run did: items due, e-mails sent, and items that failed (put back for the next run). */
export interface FollowUpRun {
  due: number;
  sent: number;
  failed: number;
}

/** Shards read at once; each shard's users are handled one after another, which paces the mail provider. */
const SHARD_CONCURRENCY = 4;

/**
 * The hourly follow-up job (ARCHITECTURE.md 11): reads every shard of the sparse index
 * for the items due at `nowMs` (never a Scan) and handles each (sendFollowUp). Running it twice,
 * or at once in two places, sends nothing twice.
 */
export async function runFollowUps(nowMs: number = Date.now()): Promise<FollowUpRun> {
  const now = new Date(nowMs).toISOString();
  const run: FollowUpRun = { due: 0, sent: 0, failed: 0 };
  const shards = followUpShards();
  const worker = async () => {
    for (let shard = shards.shift(); shard; shard = shards.shift()) {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await dueFollowUps(shard, now, startKey);
        for (const uid of page.uids) {
          run.due++;
          // No uid in the logs: that someone has a follow-up says they had a crisis (SAFETY.md 11).
          try {
            if ((await sendFollowUp(uid, nowMs)) === 'send') run.sent++;
          } catch (error) {
            run.failed++;
            log.error('follow-up failed', error instanceof Error ? error.name : typeof error);
          }
        }
        startKey = page.next;
      } while (startKey);
    }
  };
  await Promise.all(Array.from({ length: SHARD_CONCURRENCY }, worker));
  return run;
}
