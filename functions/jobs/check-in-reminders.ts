import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { runReminders } from '../domain/reminders/run-reminders';
import { log } from '../kernel/log';

/**
 * Consumes the check-in reminder queue (infra/constructs/check-in-reminders.ts): each message is
 * one 15-minute tick of the schedule, and each tick runs the whole job over the reminders due. A
 * tick whose run could not send some e-mails (they are given back, so the next tick tries them
 * too) is reported as failed, so SQS retries it and, after its last attempt, moves it to the
 * dead-letter queue, whose alarm calls someone; every retry is safe, since each reminder is
 * claimed by a conditional write.
 */
export async function processReminderBatch(event: SQSEvent, nowMs: number = Date.now()): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const run = await runReminders(nowMs);
      log.info('check-in reminders', { ...run });
      if (run.failed) throw new Error(`${run.failed} check-in reminders could not be sent`);
    } catch (error) {
      log.error('check-in reminders failed', error, { messageId: record.messageId });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

/** The queue's Lambda entry; Lambda's second argument is its context, never a clock. */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => processReminderBatch(event);
