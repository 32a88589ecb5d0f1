import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableSchema } from '../../shared/table-schema';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { KEY_READ_ACTIONS, KEY_WRITE_ACTIONS, partitionsStartingWith } from './api-function';
import { jobFunction } from './job-function';
import { consumeJobs, jobQueue } from './job-queue';
import { grantAppOrigin, grantSendMail } from './node-function';

export interface WeeklySummaryProps {
  projectRoot: string;
  table: ITable;
  /** The configuration functions/kernel/config.ts requires of every function (not secret). */
  firebase: { projectId: string; apiKey: string };
  mailFrom: string;
  /** Name of the SSM parameter holding the site's origin, for the e-mail's links. */
  appOriginParameterName: string;
  /** The HMAC key of the unsubscribe links (the unsubscribe route verifies with the same). */
  unsubscribeSecret: ISecret;
  /**
   * How many sender functions may run at once (the SQS event source's maximum concurrency): with
   * one e-mail at a time each, this paces SES (docs/decisions.md, "Weekly summary e-mail").
   */
  senderConcurrency?: number;
  /** Where the dead-letter alarm notifies (the monitoring's topic). */
  alarmTopic?: ITopic;
}

/** Sender's default concurrency: 2 functions of about 7 e-mails a second each stay under SES's default 14/s. */
export const DEFAULT_SENDER_CONCURRENCY = 2;

/**
 * The context value `weeklySummarySenderConcurrency` (`cdk deploy -c weeklySummarySenderConcurrency=30`
 * once SES's rate is raised), else the default. SQS allows 2 to 1000.
 */
function senderConcurrencyFromContext(scope: Construct): number {
  const value: unknown = scope.node.tryGetContext('weeklySummarySenderConcurrency');
  if (value === undefined) return DEFAULT_SENDER_CONCURRENCY;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 2 || number > 1000) {
    throw new Error(`weeklySummarySenderConcurrency must be a whole number from 2 to 1000, not "${String(value)}"`);
  }
  return number;
}
/** The sender handles a batch of 10 one after another; a minute leaves room for SES retries. */
export const SENDER_TIMEOUT_SECONDS = 60;
/** Paging a million users' keys and enqueuing them takes about a minute (docs/decisions.md); Lambda's maximum as margin. */
export const FAN_OUT_TIMEOUT_SECONDS = 900;
/** Attempts of one message before it goes to the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;

/**
 * The weekly summary e-mail in AWS (ARCHITECTURE.md 11): an EventBridge Scheduler schedule every
 * Sunday 18:00 UTC invokes the fan-out, which pages the sparse index of opted-in users and puts
 * one message per user on an SQS queue; the sender consumes it in batches of 10, reporting
 * partial failures, with a dead-letter queue after five attempts. Each function gets only what
 * its step needs: the fan-out reads the index and sends to the queue; the sender reads and writes
 * users' partitions, reads the unsubscribe secret, and sends through SES.
 */
export class WeeklySummary extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly fanOut: NodejsFunction;
  readonly sender: NodejsFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: WeeklySummaryProps) {
    super(scope, id);
    const queues = jobQueue(this, {
      consumerTimeoutSeconds: SENDER_TIMEOUT_SECONDS,
      // A week's messages are worthless the next week.
      retentionPeriod: Duration.days(4),
      maxReceiveCount: MAX_RECEIVE_COUNT,
      alarmDescription: 'Weekly summary e-mails that failed five times (see the sender logs)',
      alarmTopic: props.alarmTopic,
    });
    this.queue = queues.queue;
    this.deadLetterQueue = queues.deadLetterQueue;

    this.fanOut = jobFunction(this, 'FanOut', {
      projectRoot: props.projectRoot,
      file: 'weekly-summary-fan-out',
      description: 'Weekly summary e-mail: fan-out over opted-in users',
      timeoutSeconds: FAN_OUT_TIMEOUT_SECONDS,
      config: props,
      environment: { WEEKLY_SUMMARY_QUEUE_URL: this.queue.queueUrl },
    });
    // Only the sparse index, never the table itself: the fan-out sees keys of opted-in profiles.
    this.fanOut.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${tableSchema.weeklySummaryIndex.name}`],
      }),
    );
    this.queue.grantSendMessages(this.fanOut);

    this.sender = jobFunction(this, 'Sender', {
      projectRoot: props.projectRoot,
      file: 'weekly-summary-sender',
      description: 'Weekly summary e-mail: sender',
      timeoutSeconds: SENDER_TIMEOUT_SECONDS,
      config: props,
      environment: { UNSUBSCRIBE_SIGNING_SECRET_ARN: props.unsubscribeSecret.secretArn },
    });
    // The profile, the week's marker and the count of chats: all in users' own partitions.
    this.sender.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
        conditions: partitionsStartingWith('USER#'),
      }),
    );
    this.sender.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [props.unsubscribeSecret.secretArn] }),
    );
    grantSendMail(this.sender, props.mailFrom, ['ses:SendEmail']);
    grantAppOrigin(this.sender, props.appOriginParameterName);
    const key = props.table.encryptionKey;
    if (key) {
      this.fanOut.addToRolePolicy(new PolicyStatement({ actions: [...KEY_READ_ACTIONS], resources: [key.keyArn] }));
      this.sender.addToRolePolicy(new PolicyStatement({ actions: [...KEY_WRITE_ACTIONS], resources: [key.keyArn] }));
    }
    // Maximum concurrency, not reserved concurrency: it paces SES without taking from the
    // account's pool (a new account has too little to reserve any), and SQS holds the rest.
    consumeJobs(this.sender, this.queue, {
      batchSize: 10,
      maxConcurrency: props.senderConcurrency ?? senderConcurrencyFromContext(this),
    });

    this.schedule = new Schedule(this, 'Schedule', {
      description: 'Weekly summary e-mail: Sunday 18:00 UTC, summing up the ISO week that ends that night',
      schedule: ScheduleExpression.cron({ weekDay: 'SUN', hour: '18', minute: '0', timeZone: TimeZone.ETC_UTC }),
      target: new LambdaInvoke(this.fanOut, {
        // The scheduled time, so a retried invocation still names the same week.
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
      }),
    });
  }
}
