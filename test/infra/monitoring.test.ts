import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ALARM_THRESHOLDS, LOG_METRICS, METRICS_NAMESPACE } from '../../infra/constructs/monitoring';
import { routes } from '../../shared/routes';
import { removeTempDirs, settings, synth } from './synth';
import { functionOf, projectRoot, resourcesOf } from './template-queries';

/** Issue 17: alarms on what would hurt users, notified on one topic, and one dashboard. */

afterAll(removeTempDirs);
const { template } = synth();
const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
const filters = Object.values(resourcesOf(template, 'AWS::Logs::MetricFilter'));

/** Every TypeScript source of functions/, for the log messages the filters count. */
const functionSources = (dir = path.join(projectRoot, 'functions')): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? functionSources(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(path.join(dir, entry.name), 'utf8')]
        : [],
  );

describe('alarms', () => {
  test('five alarms, each notifying the alarms topic', () => {
    expect(alarms).toHaveLength(5);
    const [topicId] = Object.keys(resourcesOf(template, 'AWS::SNS::Topic'));
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  test('the API 5xx rate: over 5% of at least 20 requests, in two five-minute periods of three', () => {
    const alarm = alarms.find((candidate) => JSON.stringify(candidate.Properties.Metrics ?? '').includes('100 * errors / requests'))!;
    expect(alarm.Properties).toMatchObject({ Threshold: ALARM_THRESHOLDS.serverErrorPercent, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
    expect(JSON.stringify(alarm.Properties.Metrics)).toContain('5XXError');
  });

  test.each([
    ['Throttles', 'AWS/Lambda', ALARM_THRESHOLDS.throttles],
    ['WebhookFailures', METRICS_NAMESPACE, ALARM_THRESHOLDS.webhookFailures],
    ['CoachFallbacks', METRICS_NAMESPACE, ALARM_THRESHOLDS.coachFallbacks],
    ['UnsafeRepliesReplaced', METRICS_NAMESPACE, ALARM_THRESHOLDS.unsafeRepliesReplaced],
  ])('%s alarms at %s ≥ its threshold', (metricName, namespace, threshold) => {
    expect(alarms.find((alarm) => alarm.Properties.MetricName === metricName)?.Properties).toMatchObject({
      Namespace: namespace,
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  test('alarmEmail subscribes that address to the topic', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::SNS::Subscription'))).toHaveLength(0);
    const { template: withEmail } = synth({ ...settings, alarmEmail: 'oncall@blueguardian.test' });
    withEmail.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@blueguardian.test' });
  });
});

describe('metrics from the logs', () => {
  test.each(Object.entries(LOG_METRICS))(
    '%s counts its log lines in the log groups of its routes',
    (metricName, { routes: names, messages }) => {
      const mine = filters.filter((filter) => JSON.stringify(filter.Properties.MetricTransformations).includes(`"${metricName}"`));
      expect(mine).toHaveLength(names.length);
      for (const name of names) {
        const logGroupRef = (functionOf(template, routes[name]).Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        const filter = mine.find((candidate) => JSON.stringify(candidate.Properties.LogGroupName) === JSON.stringify({ Ref: logGroupRef }));
        for (const message of messages) expect(filter?.Properties.FilterPattern).toContain(`"${message}"`);
      }
    },
  );

  test.each(Object.values(LOG_METRICS).flatMap(({ messages }) => messages))('the code still logs "%s"', (message) => {
    expect(functionSources().some((source) => source.includes(`'${message}'`))).toBe(true);
  });
});

test('one dashboard shows them all', () => {
  const [dashboard, ...others] = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
  expect(others).toHaveLength(0);
  const body = JSON.stringify(dashboard!.Properties.DashboardBody);
  for (const metric of ['5XXError', 'Latency', 'Throttles', 'CoachFallbacks', 'UnsafeRepliesReplaced', 'WebhookFailures'])
    expect(body).toContain(metric);
});
