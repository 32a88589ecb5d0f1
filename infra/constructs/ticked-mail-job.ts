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
import { KEY_WRITE_ACTIONS, partitionsStartingWith } from './api-function';
import { jobFunction } from './job-function';
import { consumeJobs, jobQueue } from './job-queue';
import { grantAppOrigin, grantSendMail } from './node-function';

/** What every background e-mail job needs of the stack (infra/stack.ts `mailJob`). */
export interface MailJobProps {
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

/** How one ticked job differs from another. */
export interface TickSettings {
  /** The handler's file under functions/jobs/. */
  file: string;
  /** The function's description, and the schedule's. */
  description: string;
  scheduleDescription: string;
  /** The cron minute field of the tick, in UTC: '0' hourly, '0/15' every quarter hour. */
  minute: string;
  /** A tick older than this is not delivered: the next one does the same work. */
  maxEventAge: Duration;
  timeoutSeconds: number;
  /** How long a tick waits in the queue; longer than its attempts' hidden time, so a failing one reaches the dead-letter queue. */
  retentionPeriod: Duration;
  maxReceiveCount: number;
  alarmDescription: string;
  /** The sparse index of due items the consumer reads. */
  indexName: string;
  /** What the consumer may do to items in users' own partitions. */
  userItemActions: readonly string[];
}

/**
 * A job that runs on a clock (ARCHITECTURE.md 11): an EventBridge Scheduler schedule puts one
 * message on an SQS queue each tick, and the consumer reads a sparse index's due items and handles
 * each, with a dead-letter queue and its alarm after `maxReceiveCount` attempts. No fan-out: a
 * tick's work is the users who fell due since the last. The consumer gets only what it needs: the
 * index, users' partitions, the unsubscribe secret, SES and the site's origin. The check-in
 * e-mail's follow-ups (issue 20) and the daily check-in reminders (issue 21) are two of these.
 */
export class TickedMailJob extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly consumer: NodejsFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: MailJobProps, tick: TickSettings) {
    super(scope, id);
    const queues = jobQueue(this, {
      consumerTimeoutSeconds: tick.timeoutSeconds,
      retentionPeriod: tick.retentionPeriod,
      maxReceiveCount: tick.maxReceiveCount,
      alarmDescription: tick.alarmDescription,
      alarmTopic: props.alarmTopic,
    });
    this.queue = queues.queue;
    this.deadLetterQueue = queues.deadLetterQueue;

    this.consumer = jobFunction(this, 'Consumer', {
      projectRoot: props.projectRoot,
      file: tick.file,
      description: tick.description,
      timeoutSeconds: tick.timeoutSeconds,
      config: props,
      environment: { UNSUBSCRIBE_SIGNING_SECRET_ARN: props.unsubscribeSecret.secretArn },
    });
    this.consumer.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${props.table.tableArn}/index/${tick.indexName}`] }),
    );
    this.consumer.addToRolePolicy(
      new PolicyStatement({
        actions: [...tick.userItemActions],
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
    // for the same items, harmlessly (taking one is a conditional write).
    consumeJobs(this.consumer, this.queue, { batchSize: 1, maxConcurrency: 2 });

    this.schedule = new Schedule(this, 'Schedule', {
      description: tick.scheduleDescription,
      schedule: ScheduleExpression.cron({ minute: tick.minute, timeZone: TimeZone.ETC_UTC }),
      target: new SqsSendMessage(this.queue, {
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: 2,
        maxEventAge: tick.maxEventAge,
      }),
    });
  }
}
