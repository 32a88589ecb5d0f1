import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { SERVICE_NAME } from './log';

/**
 * Counts of events the alarms watch, as CloudWatch embedded-metric-format lines through AWS Lambda
 * Powertools' Metrics: no API call, CloudWatch reads them from the log stream. Each carries its
 * name and the dimensions given here (the service, sometimes the route), never anything a person
 * wrote. Off locally and in the tests (POWERTOOLS_METRICS_DISABLED), where no CloudWatch reads them.
 */

/** The namespace of our own metrics (the infra's alarms read them there). */
export const METRICS_NAMESPACE = 'BlueGuardian';

/** Each counted event, and what it means. */
export const EVENT_METRICS = {
  /** The coach fell back to the offline coach, or had no answer at all: OpenAI down or the key spent. */
  CoachFallbacks: 'CoachFallbacks',
  /** The reply screen replaced what the model wrote: every one is worth a look. */
  UnsafeRepliesReplaced: 'UnsafeRepliesReplaced',
  /** The reply judge failed or missed its deadline: replies then rest on the local screen, or are held. */
  ReplyJudgeFailures: 'ReplyJudgeFailures',
  /** A request answered 5xx, by route (the Stripe webhook's alarm reads its own). */
  ServerErrors: 'ServerErrors',
  /** A session report fell back to the local analysis: OpenAI down, slow, or answering off the schema. */
  ReportFallbacks: 'ReportFallbacks',
  /** A reply was stored but its session report could not be queued (the reply itself went out). */
  ReportJobsNotQueued: 'ReportJobsNotQueued',
} as const;

export type EventMetric = keyof typeof EVENT_METRICS;

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });

/** Counts one event now (a single-metric line, flushed at once), with extra dimensions if given. */
export function countEvent(name: EventMetric, dimensions: Record<string, string> = {}): void {
  const single = metrics.singleMetric();
  for (const [dimension, value] of Object.entries(dimensions)) single.addDimension(dimension, value);
  single.addMetric(EVENT_METRICS[name], MetricUnit.Count, 1);
}
