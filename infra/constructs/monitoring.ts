import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { DeploymentAlarms } from './gradual-deployment';
import type { RouteName } from '#shared/routes';
import { SERVICE_NAME } from '../../functions/kernel/log';
import { EVENT_METRICS, METRICS_NAMESPACE, type EventMetric } from '../../functions/kernel/metrics';

export { METRICS_NAMESPACE };

/**
 * One of the events the functions count (functions/kernel/metrics.ts, Powertools' embedded metric
 * format): every line carries the service as a dimension, some the route as well.
 */
const eventMetric = (name: EventMetric, period: Duration, dimensions: Record<string, string> = {}): Metric =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: EVENT_METRICS[name],
    dimensionsMap: { service: SERVICE_NAME, ...dimensions },
    statistic: 'Sum',
    period,
  });

/** When each alarm fires (five-minute periods). */
export const ALARM_THRESHOLDS = {
  /** Percent of API requests answered 5xx, over at least 20 requests, in two periods of three. */
  serverErrorPercent: 5,
  /** Any throttled Lambda invocation in the account's region. */
  throttles: 1,
  /** Stripe retries, but a failing webhook means plans that do not match payments. */
  webhookFailures: 1,
  /** A few fallbacks are OpenAI's weather; a run of them is an outage or a spent key. */
  coachFallbacks: 5,
  /** A replaced reply is the model writing something unsafe: every one is worth a look. */
  unsafeRepliesReplaced: 1,
  /** A few failures are the judge's weather; a run of them holds replies in flagged chats and for minors. */
  replyJudgeFailures: 5,
} as const;

export interface MonitoringProps {
  restApi: RestApi;
  /** Where alarms are e-mailed (context `alarmEmail`); the topic exists either way. */
  alarmEmail?: string;
}

/**
 * Alarms and one dashboard: the API's 5xx rate, throttled functions, webhook failures,
 * coach fallbacks and unsafe replies replaced, each alarm notifying one SNS topic. Our counts are
 * the events the functions count with Powertools' Metrics (embedded metric format lines in their
 * logs, which CloudWatch turns into metrics): names and a route only, nothing a person wrote.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  /** The alarms that roll back a gradual deployment (infra/constructs/gradual-deployment.ts). */
  readonly deploymentAlarms: DeploymentAlarms;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // Publishing over plain HTTP is refused (a topic policy denying aws:SecureTransport false).
    this.topic = new Topic(this, 'Alarms', { displayName: 'Blue Guardian alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.topic);
    const period = Duration.minutes(5);

    const requests = props.restApi.metricCount({ period, statistic: 'Sum' });
    const serverErrors = props.restApi.metricServerError({ period, statistic: 'Sum' });
    const serverErrorPercent = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period,
      label: 'API 5xx (%)',
    });
    const throttles = new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period });
    const coachFallbacks = eventMetric('CoachFallbacks', period);
    const unsafeReplies = eventMetric('UnsafeRepliesReplaced', period);
    const judgeFailures = eventMetric('ReplyJudgeFailures', period);
    const webhookFailures = eventMetric('ServerErrors', period, { route: 'stripeWebhook' satisfies RouteName });

    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string, evaluation = { periods: 1, of: 1 }) => {
      const created = new Alarm(this, alarmId, {
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: evaluation.of,
        datapointsToAlarm: evaluation.periods,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(notify);
      return created;
    };
    const serverErrorAlarm = alarm(
      'ServerErrors',
      serverErrorPercent,
      ALARM_THRESHOLDS.serverErrorPercent,
      'The API answers 5xx to over 5% of requests',
      {
        periods: 2,
        of: 3,
      },
    );
    alarm('Throttles', throttles, ALARM_THRESHOLDS.throttles, 'Lambda is throttling invocations: concurrency is spent');
    const webhookAlarm = alarm(
      'WebhookFailures',
      webhookFailures,
      ALARM_THRESHOLDS.webhookFailures,
      'The Stripe webhook failed; Stripe will retry',
    );
    const coachFallbackAlarm = alarm(
      'CoachFallbacks',
      coachFallbacks,
      ALARM_THRESHOLDS.coachFallbacks,
      'The coach fell back to offline replies: OpenAI failing?',
    );
    alarm(
      'UnsafeRepliesReplaced',
      unsafeReplies,
      ALARM_THRESHOLDS.unsafeRepliesReplaced,
      'The reply screen replaced an unsafe model reply',
    );
    alarm(
      'ReplyJudgeFailures',
      judgeFailures,
      ALARM_THRESHOLDS.replyJudgeFailures,
      'The reply judge is failing or late: replies in flagged chats and for minors are held',
    );

    this.deploymentAlarms = { serverErrors: serverErrorAlarm, coachFallbacks: coachFallbackAlarm, webhookFailures: webhookAlarm };

    this.dashboard = new Dashboard(this, 'Dashboard', {
      widgets: [
        [
          new GraphWidget({ title: 'API requests and 5xx', left: [requests], right: [serverErrors], width: 12 }),
          new GraphWidget({
            title: 'API latency (p50, p95)',
            left: [props.restApi.metricLatency({ period, statistic: 'p50' }), props.restApi.metricLatency({ period, statistic: 'p95' })],
            width: 12,
          }),
        ],
        [
          new GraphWidget({ title: 'Lambda throttles', left: [throttles], width: 8 }),
          new GraphWidget({
            title: 'Coach fallbacks, unsafe replies replaced, judge failures',
            left: [coachFallbacks, unsafeReplies, judgeFailures],
            width: 8,
          }),
          new GraphWidget({ title: 'Stripe webhook failures', left: [webhookFailures], width: 8 }),
        ],
      ],
    });
  }
}
