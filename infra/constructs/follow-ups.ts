import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { tableSchema } from '../../shared/table-schema';
import { TickedMailJob, type MailJobProps } from './ticked-mail-job';

/** One run reads every shard's due items and sends their e-mails one after another; a few minutes at most. */
export const FOLLOW_UPS_TIMEOUT_SECONDS = 300;
/** Attempts of one tick before it goes to the dead-letter queue. */
export const FOLLOW_UPS_MAX_RECEIVE_COUNT = 3;

/**
 * The check-in e-mails' follow-ups in AWS (issue 20): every hour, the follow-ups that fell due
 * (functions/jobs/follow-ups.ts). The follow-up item is taken with a conditional delete and, after
 * a refused send, put back; the profile is read.
 */
export class FollowUps extends TickedMailJob {
  constructor(scope: Construct, id: string, props: MailJobProps) {
    super(scope, id, props, {
      file: 'follow-ups',
      description: 'Check-in e-mails: follow-ups due',
      scheduleDescription: 'Check-in e-mails: every hour, the follow-ups that fell due',
      minute: '0',
      maxEventAge: Duration.hours(1),
      timeoutSeconds: FOLLOW_UPS_TIMEOUT_SECONDS,
      // A tick is worth running until the next few have come: any of them does the same work.
      retentionPeriod: Duration.hours(6),
      maxReceiveCount: FOLLOW_UPS_MAX_RECEIVE_COUNT,
      alarmDescription: 'Check-in e-mail runs that failed three times (see the follow-ups logs)',
      indexName: tableSchema.followUpIndex.name,
      userItemActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
    });
  }
}
