import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ALARM_THRESHOLDS, METRICS_NAMESPACE } from '../../infra/constructs/monitoring';
import { EVENT_METRICS } from '../../functions/kernel/metrics';
import { removeTempDirs, settings, synth } from './synth';
import { projectRoot, resourcesOf } from './template-queries';

/** Alarms on what would hurt users, notified on one topic, and one dashboard. */

afterAll(removeTempDirs);
const { template } = synth();
const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));

/** Every TypeScript source of functions/, for the events the code counts. */
const functionSources = (dir = path.join(projectRoot, 'functions')): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? functionSources(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(path.join(dir, entry.name), 'utf8')]
        : [],
  );

describe('alarms', () => {
  test('six alarms, and one on each background job dead-letter queue, each notifying the alarms topic', () => {
    const deadLetters = alarms.filter((alarm) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(alarms.length - deadLetters.length).toBe(6);
    const [topicId] = Object.keys(resourcesOf(template, 'AWS::SNS::Topic'));
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  test('the alarms topic refuses publishing over plain HTTP', () => {
    const [topicId] = Object.keys(resourcesOf(template, 'AWS::SNS::Topic'));
    const [policy] = Object.values(resourcesOf(template, 'AWS::SNS::TopicPolicy'));
    expect(policy?.Properties.Topics).toEqual([{ Ref: topicId }]);
    expect((policy?.Properties.PolicyDocument as { Statement: unknown[] }).Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  test('the API 5xx rate: over 5% of at least 20 requests, in two five-minute periods of three', () => {
    const alarm = alarms.find((candidate) => JSON.stringify(candidate.Properties.Metrics ?? '').includes('100 * errors / requests'))!;
    expect(alarm.Properties).toMatchObject({ Threshold: ALARM_THRESHOLDS.serverErrorPercent, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
    expect(JSON.stringify(alarm.Properties.Metrics)).toContain('5XXError');
  });

  test.each([
    ['Throttles', 'AWS/Lambda', ALARM_THRESHOLDS.throttles, []],
    ['ServerErrors', METRICS_NAMESPACE, ALARM_THRESHOLDS.webhookFailures, [{ Name: 'route', Value: 'stripeWebhook' }]],
    ['CoachFallbacks', METRICS_NAMESPACE, ALARM_THRESHOLDS.coachFallbacks, []],
    ['UnsafeRepliesReplaced', METRICS_NAMESPACE, ALARM_THRESHOLDS.unsafeRepliesReplaced, []],
    ['ReplyJudgeFailures', METRICS_NAMESPACE, ALARM_THRESHOLDS.replyJudgeFailures, []],
  ])('%s alarms at %s ≥ its threshold', (metricName, namespace, threshold, dimensions) => {
    const alarm = alarms.find((candidate) => candidate.Properties.MetricName === metricName)?.Properties;
    expect(alarm).toMatchObject({
      Namespace: namespace,
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    // Our own metrics carry the service (Powertools' default dimension), and the webhook's its route.
    if (namespace === METRICS_NAMESPACE) {
      expect(alarm?.Dimensions).toEqual(expect.arrayContaining([{ Name: 'service', Value: 'blue-guardian' }, ...dimensions]));
      expect(alarm?.Dimensions).toHaveLength(1 + dimensions.length);
    }
  });

  test('alarmEmail subscribes that address to the topic', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::SNS::Subscription'))).toHaveLength(0);
    const { template: withEmail } = synth({ ...settings, alarmEmail: 'oncall@blueguardian.test' });
    withEmail.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@blueguardian.test' });
  });
});

describe('metrics the functions count', () => {
  test.each(Object.keys(EVENT_METRICS))('the code still counts %s', (name) => {
    expect(functionSources().some((source) => source.includes(`countEvent('${name}'`))).toBe(true);
  });

  test('no log line is turned into a metric by a filter any more: the events are counted where they happen', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::Logs::MetricFilter'))).toEqual([]);
  });
});

test('one dashboard shows them all', () => {
  const [dashboard, ...others] = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
  expect(others).toHaveLength(0);
  const body = JSON.stringify(dashboard!.Properties.DashboardBody);
  for (const metric of [
    '5XXError',
    'Latency',
    'Throttles',
    'CoachFallbacks',
    'UnsafeRepliesReplaced',
    'ReplyJudgeFailures',
    'ServerErrors',
    'stripeWebhook',
  ])
    expect(body).toContain(metric);
});
