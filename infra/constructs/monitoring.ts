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
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { RouteName } from '../../shared/routes';
import type { ApiFunction } from './api-function';

/** The namespace of the metrics our own logs give (by metric filters: no code in the functions). */
export const METRICS_NAMESPACE = 'BlueGuardian';

/** Log lines of some routes' functions, by exact `msg` (and `level`, when given). */
interface LogMetric {
  routes: readonly RouteName[];
  messages: readonly string[];
  level?: 'error' | 'warn' | 'info';
}

/**
 * Log lines counted as metrics: the `msg` of functions/ log calls, matched exactly. The infra tests
 * check that each message still exists in the code, so a renamed log line cannot silence an alarm.
 */
export const LOG_METRICS = {
  CoachFallbacks: { routes: ['sendMessage', 'regenerateReply'], messages: ['coach falling back to offline', 'coach unavailable'] },
  UnsafeRepliesReplaced: { routes: ['sendMessage', 'regenerateReply'], messages: ['coach reply replaced'] },
  WebhookFailures: { routes: ['stripeWebhook'], messages: ['request failed'], level: 'error' },
} as const satisfies Record<string, LogMetric>;

export type LogMetricName = keyof typeof LOG_METRICS;

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
} as const;

export interface MonitoringProps {
  restApi: RestApi;
  functions: ReadonlyMap<RouteName, ApiFunction>;
  /** Where alarms are e-mailed (context `alarmEmail`); the topic exists either way. */
  alarmEmail?: string;
}

/**
 * Alarms and one dashboard (issue 17): the API's 5xx rate, throttled functions, webhook failures,
 * coach fallbacks and unsafe replies replaced, each alarm notifying one SNS topic. Our counts come
 * from metric filters on the functions' JSON logs, which carry ids and names only (SAFETY.md), so
 * nothing a person wrote reaches a metric, and no function carries a metrics library.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Blue Guardian alarms' });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.topic);
    const period = Duration.minutes(5);

    const logMetric = (name: LogMetricName): Metric => {
      const metric: LogMetric = LOG_METRICS[name];
      const pattern = FilterPattern.any(...metric.messages.map((message) => FilterPattern.stringValue('$.msg', '=', message)));
      const filterPattern = metric.level ? FilterPattern.all(FilterPattern.stringValue('$.level', '=', metric.level), pattern) : pattern;
      for (const route of metric.routes) {
        new MetricFilter(this, `${name}${route}`, {
          logGroup: props.functions.get(route)!.logGroup,
          filterPattern,
          metricNamespace: METRICS_NAMESPACE,
          metricName: name,
          metricValue: '1',
          defaultValue: 0,
        });
      }
      return new Metric({ namespace: METRICS_NAMESPACE, metricName: name, statistic: 'Sum', period });
    };

    const requests = props.restApi.metricCount({ period, statistic: 'Sum' });
    const serverErrors = props.restApi.metricServerError({ period, statistic: 'Sum' });
    const serverErrorPercent = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period,
      label: 'API 5xx (%)',
    });
    const throttles = new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period });
    const coachFallbacks = logMetric('CoachFallbacks');
    const unsafeReplies = logMetric('UnsafeRepliesReplaced');
    const webhookFailures = logMetric('WebhookFailures');

    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string, evaluation = { periods: 1, of: 1 }) => {
      new Alarm(this, alarmId, {
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: evaluation.of,
        datapointsToAlarm: evaluation.periods,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(notify);
    };
    alarm('ServerErrors', serverErrorPercent, ALARM_THRESHOLDS.serverErrorPercent, 'The API answers 5xx to over 5% of requests', {
      periods: 2,
      of: 3,
    });
    alarm('Throttles', throttles, ALARM_THRESHOLDS.throttles, 'Lambda is throttling invocations: concurrency is spent');
    alarm('WebhookFailures', webhookFailures, ALARM_THRESHOLDS.webhookFailures, 'The Stripe webhook failed; Stripe will retry');
    alarm('CoachFallbacks', coachFallbacks, ALARM_THRESHOLDS.coachFallbacks, 'The coach fell back to offline replies: OpenAI failing?');
    alarm(
      'UnsafeRepliesReplaced',
      unsafeReplies,
      ALARM_THRESHOLDS.unsafeRepliesReplaced,
      'The reply screen replaced an unsafe model reply',
    );

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
          new GraphWidget({ title: 'Coach fallbacks and unsafe replies replaced', left: [coachFallbacks, unsafeReplies], width: 8 }),
          new GraphWidget({ title: 'Stripe webhook failures', left: [webhookFailures], width: 8 }),
        ],
      ],
    });
  }
}
