import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface JobQueueProps {
  /** The consumer's timeout: the queue hides a received message for six times as long. */
  consumerTimeoutSeconds: number;
  /** How long a job is worth doing. */
  retentionPeriod: Duration;
  /** Attempts of one job before it goes to the dead-letter queue. */
  maxReceiveCount: number;
  /** What the alarm on the dead-letter queue says, naming the logs to read. */
  alarmDescription: string;
  /** Where that alarm notifies (the monitoring's topic). */
  alarmTopic?: ITopic;
}

/**
 * A background job's SQS queue (ARCHITECTURE.md 11) with its dead-letter queue, which keeps
 * failed jobs two weeks, and an alarm as soon as one lands there. Both are encrypted and refuse
 * requests without TLS (a queue policy each). Made in `scope` itself, as
 * `Queue`, `DeadLetters` and `DeadLettersAlarm`, so a job construct owns them directly.
 */
export function jobQueue(scope: Construct, props: JobQueueProps): { queue: Queue; deadLetterQueue: Queue } {
  const deadLetterQueue = new Queue(scope, 'DeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const queue = new Queue(scope, 'Queue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // AWS's advice for a Lambda event source: six times the function's timeout.
    visibilityTimeout: Duration.seconds(6 * props.consumerTimeoutSeconds),
    retentionPeriod: props.retentionPeriod,
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
  });
  const alarm = new Alarm(scope, 'DeadLettersAlarm', {
    alarmDescription: props.alarmDescription,
    metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  if (props.alarmTopic) alarm.addAlarmAction(new SnsAction(props.alarmTopic));
  return { queue, deadLetterQueue };
}

/**
 * Makes `consumer` read `queue` in batches, reporting partial failures (the handler answers with
 * the failed message ids), with at most `maxConcurrency` consumers at once.
 */
export function consumeJobs(consumer: NodejsFunction, queue: Queue, options: { batchSize: number; maxConcurrency: number }): void {
  consumer.addEventSource(new SqsEventSource(queue, { ...options, reportBatchItemFailures: true }));
}
