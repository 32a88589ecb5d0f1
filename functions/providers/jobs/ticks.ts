import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { log } from '../../kernel/log';

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
