import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { SqsSendMessage } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableSchema } from '../../shared/table-schema';
import { KEY_WRITE_ACTIONS, partitionsStartingWith } from './api-function';
import { jobFunction } from './job-function';
import { consumeJobs, jobQueue } from './job-queue';
import { grantAppOrigin, grantSendMail } from './node-function';

export interface FollowUpsProps {
  projectRoot: string;
  table: ITable;
  /** The configuration functions/kernel/config.ts requires of every function (not secret). */
  firebase: { projectId: string; apiKey: string };
  mailFrom: string;
  /** Name of the SSM parameter holding the site's origin, for the e-mail's links. */
  appOriginParameterName: string;
  /** The HMAC key of the unsubscribe links (the unsubscribe route verifies with the same). */
  unsubscribeSecret: ISecret;
  /** Where the dead-letter alarm notifies (the monitoring's topic). */
  alarmTopic?: ITopic;
}

/** One run reads every shard's due items and sends their e-mails one after another; a few minutes at most. */
export const FOLLOW_UPS_TIMEOUT_SECONDS = 300;
/** Attempts of one tick before it goes to the dead-letter queue. */
export const FOLLOW_UPS_MAX_RECEIVE_COUNT = 3;

/**
 * The check-in e-mails' follow-ups in AWS (issue 20; ARCHITECTURE.md 11): an EventBridge
 * Scheduler schedule puts one message on an SQS queue every hour, and the consumer reads the
 * sparse follow-up index's due items and handles each (functions/jobs/follow-ups.ts), with a
 * dead-letter queue and its alarm after three attempts. No fan-out: a tick's work is the few
 * users whose follow-up fell due that hour. The consumer gets only what it needs: the index,
 * users' partitions, the unsubscribe secret, SES and the site's origin.
 */
export class FollowUps extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly consumer: NodejsFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: FollowUpsProps) {
    super(scope, id);
    const queues = jobQueue(this, {
      consumerTimeoutSeconds: FOLLOW_UPS_TIMEOUT_SECONDS,
      // A tick is worth running until the next few have come: any of them does the same work.
      retentionPeriod: Duration.hours(6),
      maxReceiveCount: FOLLOW_UPS_MAX_RECEIVE_COUNT,
      alarmDescription: 'Check-in e-mail runs that failed three times (see the follow-ups logs)',
      alarmTopic: props.alarmTopic,
    });
    this.queue = queues.queue;
    this.deadLetterQueue = queues.deadLetterQueue;

    this.consumer = jobFunction(this, 'Consumer', {
      projectRoot: props.projectRoot,
      file: 'follow-ups',
      description: 'Check-in e-mails: follow-ups due',
      timeoutSeconds: FOLLOW_UPS_TIMEOUT_SECONDS,
      config: props,
      environment: { UNSUBSCRIBE_SIGNING_SECRET_ARN: props.unsubscribeSecret.secretArn },
    });
    this.consumer.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${tableSchema.followUpIndex.name}`],
      }),
    );
    // The follow-up item (taken and, after a refused send, put back) and the profile: users' own partitions.
    this.consumer.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
        conditions: partitionsStartingWith('USER#'),
      }),
    );
    this.consumer.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [props.unsubscribeSecret.secretArn] }),
    );
    grantSendMail(this.consumer, props.mailFrom, ['ses:SendEmail']);
    grantAppOrigin(this.consumer, props.appOriginParameterName);
    const key = props.table.encryptionKey;
    if (key) this.consumer.addToRolePolicy(new PolicyStatement({ actions: [...KEY_WRITE_ACTIONS], resources: [key.keyArn] }));
    // One tick at a time each, and SQS's least maximum concurrency (2): two runs at once only race
    // for the same items, harmlessly (taking one is a conditional delete).
    consumeJobs(this.consumer, this.queue, { batchSize: 1, maxConcurrency: 2 });

    this.schedule = new Schedule(this, 'Schedule', {
      description: 'Check-in e-mails: every hour, the follow-ups that fell due',
      schedule: ScheduleExpression.cron({ minute: '0', timeZone: TimeZone.ETC_UTC }),
      target: new SqsSendMessage(this.queue, {
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
      }),
    });
  }
}
