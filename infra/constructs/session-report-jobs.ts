import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { KEY_WRITE_ACTIONS, partitionsStartingWith } from './api-function';
import { jobFunction } from './job-function';
import { consumeJobs, jobQueue } from './job-queue';

export interface SessionReportJobsProps {
  projectRoot: string;
  table: ITable;
  /** The configuration functions/kernel/config.ts requires of every function (not secret). */
  firebase: { projectId: string; apiKey: string };
  mailFrom: string;
  /** The OpenAI key (plain text) and model, as the coach functions get them. */
  openai: { apiKeySecret: ISecret; model?: string };
  /** The functions that store replies: they queue a report job after each (sqs:SendMessage only). */
  producers: NodejsFunction[];
  /** Where the dead-letter alarm notifies (the monitoring's topic). */
  alarmTopic?: ITopic;
}

/** Both attempts of the structured-output call and their SDK retries, within the function's time. */
export const REPORT_OPENAI_TIMEOUT_MS = 60_000;
/** Five reports of a batch run side by side, each up to a minute on OpenAI, then the local analysis. */
export const REPORT_FUNCTION_TIMEOUT_SECONDS = 90;
export const REPORT_BATCH_SIZE = 5;
/** At most this many consumers at once: caps the OpenAI rate and bill; SQS holds the rest. */
export const REPORT_MAX_CONCURRENCY = 10;
/** Attempts of one job before it goes to the dead-letter queue. */
export const REPORT_MAX_RECEIVE_COUNT = 3;

/**
 * Session reports in AWS (issue 19, ARCHITECTURE.md 11): each stored reply puts a job on an SQS
 * queue with the quiet-session delay (the message's DelaySeconds); a Lambda consumes it in small
 * batches, reporting partial failures, with a dead-letter queue after three attempts and an alarm
 * on it. The consumer reads chats and messages and writes reports in users' partitions, and reads
 * the OpenAI key; the reply functions may only send to the queue.
 */
export class SessionReportJobs extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly consumer: NodejsFunction;

  constructor(scope: Construct, id: string, props: SessionReportJobsProps) {
    super(scope, id);
    const queues = jobQueue(this, {
      consumerTimeoutSeconds: REPORT_FUNCTION_TIMEOUT_SECONDS,
      // A report is worth making for a day; a later reply queues a fresh job anyway.
      retentionPeriod: Duration.days(1),
      maxReceiveCount: REPORT_MAX_RECEIVE_COUNT,
      alarmDescription: 'Session report jobs that failed three times (see the consumer logs)',
      alarmTopic: props.alarmTopic,
    });
    this.queue = queues.queue;
    this.deadLetterQueue = queues.deadLetterQueue;

    this.consumer = jobFunction(this, 'Consumer', {
      projectRoot: props.projectRoot,
      file: 'session-reports',
      description: 'Session reports: makes a quiet session’s report',
      timeoutSeconds: REPORT_FUNCTION_TIMEOUT_SECONDS,
      config: props,
      environment: {
        OPENAI_API_KEY_SECRET_ARN: props.openai.apiKeySecret.secretArn,
        OPENAI_TIMEOUT_MS: String(REPORT_OPENAI_TIMEOUT_MS),
        ...(props.openai.model && { OPENAI_MODEL: props.openai.model }),
      },
    });
    // The chat, its messages, its report and its search index (issue 23: batch writes of index
    // items, an update of the chat's mark): all in users' own partitions, never a Scan.
    this.consumer.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:DeleteItem',
          'dynamodb:UpdateItem',
          'dynamodb:BatchWriteItem',
        ],
        resources: [props.table.tableArn],
        conditions: partitionsStartingWith('USER#'),
      }),
    );
    const key = props.table.encryptionKey;
    if (key) this.consumer.addToRolePolicy(new PolicyStatement({ actions: [...KEY_WRITE_ACTIONS], resources: [key.keyArn] }));
    this.consumer.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [props.openai.apiKeySecret.secretArn] }),
    );
    consumeJobs(this.consumer, this.queue, { batchSize: REPORT_BATCH_SIZE, maxConcurrency: REPORT_MAX_CONCURRENCY });

    for (const producer of props.producers) {
      producer.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));
      producer.addEnvironment('REPORT_QUEUE_URL', this.queue.queueUrl);
    }
  }
}
