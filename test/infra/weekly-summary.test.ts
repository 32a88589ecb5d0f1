import { Match } from 'aws-cdk-lib/assertions';
import { tableSchema } from '#shared/table-schema';
import { jobs } from '#shared/jobs';
import { removeTempDirs, settings, synth } from './synth';
import { actionsOf, resourcesOf, statementsOf, type CfnResource } from './template-queries';

/** The weekly summary e-mail in the template (shared/jobs.ts, weeklySummary and weeklySummarySender). */

afterAll(removeTempDirs);
const { template } = synth();
const INDEX = tableSchema.weeklySummaryIndex;
const { timeoutSeconds: SENDER_TIMEOUT_SECONDS, retries: MAX_RECEIVE_COUNT } = jobs.weeklySummarySender;
const DEFAULT_SENDER_CONCURRENCY = jobs.weeklySummarySender.queue.concurrency;

const functionByDescription = (description: string): [string, CfnResource] => {
  const found = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Description === description,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
};
const [fanOutId, fanOut] = functionByDescription('Weekly summary e-mail: fan-out over opted-in users');
const [senderId, sender] = functionByDescription('Weekly summary e-mail: sender');

/** Every action a function's role allows, with the resources and conditions of each statement. */
const grantsOf = (functionId: string) =>
  statementsOf(template, functionId).map((statement) => ({
    actions: actionsOf(statement).sort(),
    resource: JSON.stringify(statement.Resource),
    condition: statement.Condition,
  }));

describe('the table', () => {
  test('has the sparse, keys-only index of opted-in users', () => {
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
});

describe('the schedule', () => {
  test('invokes the fan-out every Sunday 18:00 UTC, passing its scheduled time', () => {
    const schedules = Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule')).filter((schedule) =>
      JSON.stringify(schedule.Properties.Target).includes(fanOutId),
    );
    expect(schedules).toHaveLength(1);
    const { Properties } = schedules[0]!;
    expect(Properties.ScheduleExpression).toBe('cron(0 18 ? * SUN *)');
    expect(Properties.ScheduleExpressionTimezone).toBe('Etc/UTC');
    const target = Properties.Target as { Arn: unknown; Input: string; RetryPolicy: unknown };
    expect(JSON.stringify(target.Arn)).toContain(fanOutId);
    expect(JSON.parse(target.Input)).toEqual({ scheduledTime: '<aws.scheduler.scheduled-time>' });
  });
});

describe('the queue', () => {
  test('feeds the sender in batches of 10 with partial failures and a paced concurrency', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: senderId },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: DEFAULT_SENDER_CONCURRENCY },
    });
  });

  test('has a dead-letter queue after five attempts and a visibility of six sender timeouts', () => {
    const queues = Object.values(resourcesOf(template, 'AWS::SQS::Queue')).filter((queue) => queue.Properties.RedrivePolicy);
    const main = queues.find((queue) => queue.Properties.VisibilityTimeout === 6 * SENDER_TIMEOUT_SECONDS);
    expect(main?.Properties.RedrivePolicy).toMatchObject({ maxReceiveCount: MAX_RECEIVE_COUNT });
    expect(main?.Properties.SqsManagedSseEnabled).toBe(true);
  });

  test('the sender concurrency follows the context value, once SES is raised', () => {
    const { template: raised } = synth({ ...settings, weeklySummarySenderConcurrency: 30 });
    raised.hasResourceProperties('AWS::Lambda::EventSourceMapping', { ScalingConfig: { MaximumConcurrency: 30 } });
  });
});

describe('every job queue', () => {
  test('refuses requests without TLS', () => {
    const queues = Object.keys(resourcesOf(template, 'AWS::SQS::Queue'));
    const guarded = Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy'))
      .filter((policy) =>
        (policy.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement.some(
          (statement) => statement.Effect === 'Deny' && JSON.stringify(statement.Condition) === '{"Bool":{"aws:SecureTransport":"false"}}',
        ),
      )
      .flatMap((policy) => (policy.Properties.Queues as Array<{ Ref: string }>).map((queue) => queue.Ref));

    expect(queues.length).toBeGreaterThanOrEqual(4);
    expect(guarded.sort()).toEqual(queues.sort());
  });
});

describe('least privilege', () => {
  test('the fan-out may only query the index and send to the queue (no table read, no mail, no secret)', () => {
    const grants = grantsOf(fanOutId);
    const dynamo = grants.filter((grant) => grant.actions.some((action) => action.startsWith('dynamodb:')));
    expect(dynamo).toEqual([
      { actions: ['dynamodb:Query'], resource: expect.stringContaining(`/index/${INDEX.name}`), condition: undefined },
    ]);
    const all = grants.flatMap((grant) => grant.actions);
    expect(all).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    expect(all.filter((action) => /^(ses|secretsmanager|ssm):/.test(action))).toEqual([]);
    expect(fanOut.Properties.Environment).toMatchObject({ Variables: { WEEKLY_SUMMARY_QUEUE_URL: expect.anything() } });
  });

  test("the sender touches users' partitions only, reads only the unsubscribe secret, and sends through SES", () => {
    const grants = grantsOf(senderId);
    const dynamo = grants.filter((grant) => grant.actions.some((action) => action.startsWith('dynamodb:')));
    const writes = dynamo.filter((grant) => grant.actions.includes('dynamodb:PutItem'));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.actions).toEqual(
      ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'].sort(),
    );
    expect(writes[0]!.condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } });
    expect(dynamo.flatMap((grant) => grant.actions)).not.toContain('dynamodb:Scan');
    const secrets = grants.filter((grant) => grant.actions.includes('secretsmanager:GetSecretValue'));
    expect(secrets).toHaveLength(1);
    expect(secrets[0]!.resource).toContain('UnsubscribeSigningSecret');
    expect(grants.flatMap((grant) => grant.actions)).toContain('ses:SendEmail');
    expect(sender.Properties.Environment).toMatchObject({
      Variables: { UNSUBSCRIBE_SIGNING_SECRET_ARN: expect.anything(), MAIL_TRANSPORT: 'ses' },
    });
  });

  test('the unsubscribe secret is generated by Secrets Manager, never written in the template', () => {
    const [secret] = Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret')).filter(([id]) =>
      id.startsWith('UnsubscribeSigningSecret'),
    );
    expect(secret![1].Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    expect(secret![1].Properties).not.toHaveProperty('SecretString');
  });
});
