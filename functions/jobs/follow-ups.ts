import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { runFollowUps } from '../domain/follow-up/run-follow-ups';
import { log } from '../kernel/log';

/**
 * Consumes the follow-up queue (infra/constructs/follow-ups.ts): each message is one hourly tick
 * of the schedule, and each tick runs the whole job over the due items. A tick whose run could not
 * send some e-mails (they are put back) is reported as failed, so SQS retries it and, after its
 * last attempt, moves it to the dead-letter queue, whose alarm calls someone; every retry is safe,
 * since taking an item is a conditional delete.
 */
export async function processFollowUpBatch(event: SQSEvent, nowMs: number = Date.now()): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const run = await runFollowUps(nowMs);
      log.info('follow-ups', { ...run });
      if (run.failed) throw new Error(`${run.failed} follow-up e-mails could not be sent`);
    } catch (error) {
      log.error('follow-ups failed', error, { messageId: record.messageId });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

/** The queue's Lambda entry; Lambda's second argument is its context, never a clock. */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => processFollowUpBatch(event);
