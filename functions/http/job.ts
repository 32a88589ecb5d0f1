import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { log } from '../kernel/log';

/**
 * The chain every job entry runs in, as http.ts is every route's: the Lambda event goes in, the
 * entry's one domain call runs per record or per tick, and SQS is told which records to retry.
 */

/** What one run of a ticked job did; `failed` counts what it could not do and will try again. */
export interface TickRun {
  failed: number;
}

/**
 * The consumer of a job that ticks through its queue (shared/jobs.ts, `via: 'queue'`): each
 * message is one tick of the schedule, and each tick runs the whole job over what fell due. A
 * tick whose run could not do everything (what failed is put back, so the next tick tries it too)
 * is reported as failed, so SQS retries it and, after its last attempt, moves it to the
 * dead-letter queue, whose alarm calls someone. The job must make every retry safe (each item is
 * taken by a conditional write). The Lambda entry takes the event alone: Lambda's second argument
 * is its context, never a clock.
 */
export function tickConsumer<Run extends TickRun>(
  name: string,
  run: (nowMs: number) => Promise<Run>,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        const figures = await run(Date.now());
        log.info(name, Object.fromEntries(Object.entries(figures)));
        if (figures.failed) throw new Error(`${figures.failed} of ${name} could not be done`);
      } catch (error) {
        log.error(`${name} failed`, error, { messageId: record.messageId });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

/**
 * The consumer of a queue whose records are independent jobs, run at once: `run` answers whether
 * its record is done. Those that are not are reported in `batchItemFailures`, so SQS redelivers
 * only them (and after maxReceiveCount moves them to the dead-letter queue).
 */
export function recordConsumer(run: (record: SQSRecord) => Promise<boolean>): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const results = await Promise.all(event.Records.map(async (record) => ({ record, ok: await run(record) })));
    const batchItemFailures: SQSBatchItemFailure[] = results
      .filter(({ ok }) => !ok)
      .map(({ record }) => ({ itemIdentifier: record.messageId }));
    return { batchItemFailures };
  };
}

/**
 * The consumer of a queue whose records run one after another (when a sending rate is the limit):
 * a record whose run throws is logged and reported alone (ReportBatchItemFailures), so SQS retries
 * only it and, after its last attempt, moves it to the dead-letter queue. `nowMs` is the clock of
 * a local run; Lambda's second argument is its context, so the Lambda entry passes the event alone.
 */
export function recordsInTurn(
  name: string,
  run: (body: string, nowMs: number) => Promise<void>,
): (event: SQSEvent, nowMs?: number) => Promise<SQSBatchResponse> {
  return async (event, nowMs = Date.now()) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await run(record.body, nowMs);
      } catch (error) {
        log.error(`${name} failed`, error, { messageId: record.messageId });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
