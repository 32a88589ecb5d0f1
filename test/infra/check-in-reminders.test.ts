import { Match } from 'aws-cdk-lib/assertions';
import { jobs } from '#shared/jobs';
import { tableSchema } from '#shared/table-schema';
import { removeTempDirs, synth } from './synth';
import { actionsOf, resourcesOf, statementsOf } from './template-queries';

/** The daily check-in reminders in the template (shared/jobs.ts, checkInReminders). */

afterAll(removeTempDirs);
const { template } = synth();
const INDEX = tableSchema.checkInReminderIndex;
const { timeoutSeconds: REMINDERS_TIMEOUT_SECONDS, retries: REMINDERS_MAX_RECEIVE_COUNT } = jobs.checkInReminders;

const consumers = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
  ([, fn]) => fn.Properties.Description === 'Check-in reminders: the ones due',
);
const [consumerId, consumer] = consumers[0]!;

const grantsOf = (functionId: string) =>
  statementsOf(template, functionId).map((statement) => ({
    actions: actionsOf(statement).sort(),
    resource: JSON.stringify(statement.Resource),
    condition: statement.Condition,
  }));

test('there is one consumer', () => {
  expect(consumers).toHaveLength(1);
});

test('the table has the sparse, keys-only index of reminders, by shard and due time', () => {
  template.hasResourceProperties('AWS::DynamoDB::Table', {
    GlobalSecondaryIndexes: Match.arrayWith([
      {
        IndexName: INDEX.name,
        KeySchema: [
          { AttributeName: INDEX.partitionKey, KeyType: 'HASH' },
          { AttributeName: INDEX.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ]),
  });
});

test('a 15-minute schedule puts a tick, with its scheduled time, on the queue the consumer reads', () => {
  // The consumer's own queue (another job's may share its timeout).
  const mapping = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).find(
    (each) => JSON.stringify(each.Properties.FunctionName) === JSON.stringify({ Ref: consumerId }),
  )!;
  const [queueId] = (mapping.Properties.EventSourceArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
  expect(resourcesOf(template, 'AWS::SQS::Queue')[queueId]?.Properties.VisibilityTimeout).toBe(6 * REMINDERS_TIMEOUT_SECONDS);
  const schedules = Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule')).filter((schedule) =>
    JSON.stringify(schedule.Properties.Target).includes(queueId),
  );
  expect(schedules).toHaveLength(1);
  const { Properties } = schedules[0]!;
  expect(Properties.ScheduleExpression).toBe('cron(0/15 * * * ? *)');
  expect(JSON.parse((Properties.Target as { Input: string }).Input)).toEqual({ scheduledTime: '<aws.scheduler.scheduled-time>' });
  template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    FunctionName: { Ref: consumerId },
    EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
    BatchSize: 1,
    FunctionResponseTypes: ['ReportBatchItemFailures'],
  });
});

test('the queue is encrypted, refuses requests without TLS, and has a dead-letter queue with an alarm', () => {
  const [queueId, queue] = Object.entries(resourcesOf(template, 'AWS::SQS::Queue')).find(
    ([, candidate]) => candidate.Properties.VisibilityTimeout === 6 * REMINDERS_TIMEOUT_SECONDS,
  )!;
  expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
  expect(queue.Properties.RedrivePolicy).toMatchObject({ maxReceiveCount: REMINDERS_MAX_RECEIVE_COUNT });
  const deadLetters = (queue.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string] } }).deadLetterTargetArn[
    'Fn::GetAtt'
  ][0];
  const guarded = Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy')).filter((policy) =>
    JSON.stringify(policy.Properties).includes('"aws:SecureTransport":"false"'),
  );
  for (const id of [queueId, deadLetters])
    expect(guarded.some((policy) => JSON.stringify(policy.Properties.Queues).includes(id))).toBe(true);
  const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter((alarm) =>
    JSON.stringify(alarm.Properties.Dimensions ?? []).includes(deadLetters),
  );
  expect(alarms).toHaveLength(1);
  expect(alarms[0]!.Properties.AlarmActions).toBeDefined();
});

test("least privilege: the index, users' partitions (read and update, no Scan, no put or delete), the unsubscribe secret, and SES", () => {
  const grants = grantsOf(consumerId);
  const dynamo = grants.filter((grant) => grant.actions.some((action) => action.startsWith('dynamodb:')));
  expect(dynamo).toEqual([
    { actions: ['dynamodb:Query'], resource: expect.stringContaining(`/index/${INDEX.name}`), condition: undefined },
    {
      actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      resource: expect.not.stringContaining('/index/'),
      condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } },
    },
  ]);
  const secrets = grants.filter((grant) => grant.actions.includes('secretsmanager:GetSecretValue'));
  expect(secrets).toHaveLength(1);
  expect(secrets[0]!.resource).toContain('UnsubscribeSigningSecret');
  expect(grants.flatMap((grant) => grant.actions)).toContain('ses:SendEmail');
  expect(consumer.Properties.Environment).toMatchObject({ Variables: { UNSUBSCRIBE_SIGNING_SECRET_ARN: expect.anything() } });
});
