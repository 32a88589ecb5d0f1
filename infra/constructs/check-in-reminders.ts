import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { tableSchema } from '../../shared/table-schema';
import { TickedMailJob, type MailJobProps } from './ticked-mail-job';

/** One run reads every shard's due users and handles them a few at a time; well inside the 15 minutes between ticks. */
export const REMINDERS_TIMEOUT_SECONDS = 600;
/** Attempts of one tick before it goes to the dead-letter queue. */
export const REMINDERS_MAX_RECEIVE_COUNT = 3;

/**
 * The daily check-in reminders in AWS (issue 21): every 15 minutes (reminder times are quarter
 * hours), the reminders that fell due (functions/jobs/check-in-reminders.ts). The profile is read,
 * claimed and, after a refused send, given back; the day's check-in is read.
 */
export class CheckInReminders extends TickedMailJob {
  constructor(scope: Construct, id: string, props: MailJobProps) {
    super(scope, id, props, {
      file: 'check-in-reminders',
      description: 'Check-in reminders: the ones due',
      scheduleDescription: 'Check-in reminders: every 15 minutes, the ones that fell due',
      minute: '0/15',
      maxEventAge: Duration.minutes(15),
      timeoutSeconds: REMINDERS_TIMEOUT_SECONDS,
      // Longer than three attempts' hidden time, so a failing tick reaches the dead-letter queue.
      retentionPeriod: Duration.hours(4),
      maxReceiveCount: REMINDERS_MAX_RECEIVE_COUNT,
      alarmDescription: 'Check-in reminder runs that failed three times (see the check-in reminders logs)',
      indexName: tableSchema.checkInReminderIndex.name,
      userItemActions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
    });
  }
}
