import { Duration, TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke, SqsSendMessage } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { JobDef } from '#shared/jobs';
import { KEY_READ_ACTIONS, KEY_WRITE_ACTIONS, partitionsStartingWith } from './api-function';
import { consumeJobs, jobQueue } from './job-queue';
import { baseEnvironment, functionLogs, grantAppOrigin, grantSendMail, nodeFunction } from './node-function';
import { stageContext } from '../stages';

/** What every background job may be wired to; one instance is shared by all jobs. */
export interface JobResources {
  /** Repository root: entries are `functions/<handler>.ts` under it, beside package-lock.json. */
  projectRoot: string;
  table: ITable;
  /** The configuration functions/kernel/config.ts requires of every function (not secret). */
  firebase: { projectId: string; apiKey: string };
  mailFrom: string;
  /** Name of the SSM parameter holding the site's origin, for the e-mails' links. */
  appOriginParameterName: string;
  /** The HMAC key of the unsubscribe links (the unsubscribe route verifies with the same). */
  unsubscribeSecret: ISecret;
  /** The OpenAI key (plain text) and model, as the coach's functions get them. */
  openai: { apiKeySecret: ISecret; model?: string };
  /** Where each dead-letter alarm notifies (the monitoring's topic). */
  alarmTopic?: ITopic;
}

/** A job's functions are sized for waiting on the table, SES and OpenAI, not for computing. */
const JOB_MEMORY_MB = 512;

/** Table actions that change items: a job with any of them gets the key's write actions. */
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

/**
 * The context value `<name>Concurrency` (`cdk deploy -c weeklySummarySenderConcurrency=30` once
 * SES's rate is raised), else the job table's. SQS allows 2 to 1000.
 */
function concurrencyOf(scope: Construct, job: JobDef, fallback: number): number {
  const key = `${job.name}Concurrency`;
  const value = stageContext(scope, key);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 2 || number > 1000) {
    throw new Error(`${key} must be a whole number from 2 to 1000, not "${String(value)}"`);
  }
  return number;
}

/**
 * One row of the job table (shared/jobs.ts) in AWS (ARCHITECTURE.md 11): its function with the
 * stack's defaults, its SQS queue with a dead-letter queue and an alarm when it has one, its
 * EventBridge Scheduler schedule when it runs on a clock, and exactly the grants its `access`
 * names. A job that queues work for another is wired to that job's queue by the stack
 * (`grantQueueTo`), since the two may live in different areas' stacks.
 */
export class BackgroundJob extends Construct {
  readonly function: NodejsFunction;
  readonly queue?: Queue;
  readonly deadLetterQueue?: Queue;
  readonly schedule?: Schedule;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: { job: JobDef; resources: JobResources; logGroup?: LogGroup },
  ) {
    super(scope, id);
    const { job, resources } = props;
    this.function = nodeFunction(this, 'Function', {
      projectRoot: resources.projectRoot,
      handler: job.handler,
      description: job.description,
      memorySize: JOB_MEMORY_MB,
      timeoutSeconds: job.timeoutSeconds,
      logGroup: props.logGroup ?? functionLogs(this, 'Logs'),
      environment: { ...baseEnvironment(resources), ...job.environment },
    });
    this.grantAccess();

    if (job.queue) {
      const queues = jobQueue(this, {
        consumerTimeoutSeconds: job.timeoutSeconds,
        retentionPeriod: Duration.seconds(job.queue.retentionSeconds),
        maxReceiveCount: job.retries,
        alarmDescription: job.queue.alarmDescription,
        alarmTopic: resources.alarmTopic,
      });
      this.queue = queues.queue;
      this.deadLetterQueue = queues.deadLetterQueue;
      // Maximum concurrency, not reserved concurrency: it paces what is downstream without taking
      // from the account's pool (a new account has too little to reserve any); SQS holds the rest.
      consumeJobs(this.function, this.queue, {
        batchSize: job.queue.batchSize,
        maxConcurrency: concurrencyOf(this, job, job.queue.concurrency),
      });
    }

    const { trigger } = job;
    if (trigger.kind === 'schedule') {
      // The scheduled time travels with each tick, so a retried one still names the same hour or week.
      const input = ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime });
      const delivery = { input, maxEventAge: Duration.seconds(trigger.maxEventAgeSeconds) };
      if (trigger.via === 'queue' && !this.queue) throw new Error(`Job ${job.name} ticks through a queue but has no queue settings`);
      this.schedule = new Schedule(this, 'Schedule', {
        description: trigger.description,
        schedule: ScheduleExpression.cron({ ...trigger.cron, timeZone: TimeZone.ETC_UTC }),
        target:
          trigger.via === 'queue'
            ? // SQS retries a failing tick and keeps its last failure in the dead-letter queue.
              new SqsSendMessage(this.queue!, { ...delivery, retryAttempts: 2 })
            : new LambdaInvoke(this.function, { ...delivery, retryAttempts: job.retries }),
      });
    }
  }

  /**
   * Lets `producer` put messages on this job's queue, and tells it the queue's URL in the job's
   * variable. Only sqs:SendMessage (SendMessageBatch needs no other).
   */
  grantQueueTo(producer: NodejsFunction): void {
    const { job } = this.props;
    if (!this.queue || !job.queue?.urlVariable) throw new Error(`Job ${job.name} takes no messages from other functions`);
    producer.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
    producer.addEnvironment(job.queue.urlVariable, this.queue.queueUrl);
  }

  private grantAccess(): void {
    const { job, resources } = this.props;
    const { access } = job;
    const fn = this.function;
    const { tableArn } = resources.table;
    if (access.index) {
      // Only the sparse index, never the table itself.
      fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${tableArn}/index/${access.index}`] }));
    }
    if (access.userItems?.length) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: access.userItems.map((action) => `dynamodb:${action}`),
          resources: [tableArn],
          conditions: partitionsStartingWith('USER#'),
        }),
      );
    }
    if (access.otherPartitions?.length && access.userItems?.length) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: access.userItems.map((action) => `dynamodb:${action}`),
          resources: [tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': access.otherPartitions.map((prefix) => `${prefix}*`) } },
        }),
      );
    }
    const key = resources.table.encryptionKey;
    if (key && (access.index || access.userItems?.length)) {
      const writes = access.userItems?.some((action) => WRITES.has(action));
      fn.addToRolePolicy(new PolicyStatement({ actions: [...(writes ? KEY_WRITE_ACTIONS : KEY_READ_ACTIONS)], resources: [key.keyArn] }));
    }
    const secrets = [
      ...(access.unsubscribeKey ? [resources.unsubscribeSecret] : []),
      ...(access.openai ? [resources.openai.apiKeySecret] : []),
    ];
    for (const secret of secrets) {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }));
    }
    if (access.unsubscribeKey) fn.addEnvironment('UNSUBSCRIBE_SIGNING_SECRET_ARN', resources.unsubscribeSecret.secretArn);
    if (access.openai) {
      fn.addEnvironment('OPENAI_API_KEY_SECRET_ARN', resources.openai.apiKeySecret.secretArn);
      if (resources.openai.model) fn.addEnvironment('OPENAI_MODEL', resources.openai.model);
    }
    if (access.mail) {
      grantSendMail(fn, resources.mailFrom, ['ses:SendEmail']);
      grantAppOrigin(fn, resources.appOriginParameterName);
    }
  }
}
