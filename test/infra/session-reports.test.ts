import { routeList } from '#shared/routes';
import { jobs, REPORT_OPENAI_TIMEOUT_MS } from '#shared/jobs';
import { removeTempDirs, synth } from './synth';
import { actionsOf, allowedActions, environmentOf, functionIdOf, resourcesOf, statementsOf } from './template-queries';

/** The session report jobs' queue, its consumer and who may do what with them. */

afterAll(removeTempDirs);
const { template } = synth();
const { timeoutSeconds: REPORT_FUNCTION_TIMEOUT_SECONDS, retries: REPORT_MAX_RECEIVE_COUNT } = jobs.sessionReports;

const idsStartingWith = (type: string, prefix: string): string[] =>
  Object.keys(resourcesOf(template, type)).filter((id) => id.startsWith(prefix));
const [queueId, ...otherQueues] = idsStartingWith('AWS::SQS::Queue', 'sessionReportsQueue');
const [deadLettersId] = idsStartingWith('AWS::SQS::Queue', 'sessionReportsDeadLetters');
const consumerId = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(([, fn]) =>
  String(fn.Properties.Description).startsWith('Session reports:'),
)![0];
const coachRoutes = routeList.filter(([, route]) => route.access.queues?.includes('sessionReports'));

describe('session report jobs', () => {
  test('one queue, with a dead-letter queue after three attempts, and an alarm on it', () => {
    expect(otherQueues).toEqual([]);
    const queue = resourcesOf(template, 'AWS::SQS::Queue')[queueId!]!;
    expect(queue.Properties).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] }, maxReceiveCount: REPORT_MAX_RECEIVE_COUNT },
      VisibilityTimeout: 6 * REPORT_FUNCTION_TIMEOUT_SECONDS,
      SqsManagedSseEnabled: true,
    });
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    const onDeadLetters = alarms.filter((alarm) => JSON.stringify(alarm.Properties.Dimensions ?? '').includes(deadLettersId!));
    expect(onDeadLetters).toHaveLength(1);
    expect(onDeadLetters[0]!.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^MonitoringAlarms/) }]);
  });

  test('the consumer reads the queue in small batches and reports partial batch failures', () => {
    const mappings = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).filter(
      (mapping) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: consumerId }),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 5,
      ScalingConfig: { MaximumConcurrency: expect.any(Number) },
    });
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[consumerId]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: REPORT_FUNCTION_TIMEOUT_SECONDS });
    // Both answers of the OpenAI call fit in the function's time, with room for the local report.
    expect(REPORT_OPENAI_TIMEOUT_MS).toBeLessThan(REPORT_FUNCTION_TIMEOUT_SECONDS * 1000);
  });

  test('the consumer may read and write users’ partitions, read the OpenAI key, and nothing else', () => {
    const dynamo = statementsOf(template, consumerId).filter((statement) => actionsOf(statement).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toHaveLength(1);
    expect(actionsOf(dynamo[0]!).sort()).toEqual([
      'dynamodb:BatchWriteItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(dynamo[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } });
    const secrets = statementsOf(template, consumerId).filter((statement) =>
      actionsOf(statement).includes('secretsmanager:GetSecretValue'),
    );
    expect(secrets.map((statement) => statement.Resource)).toEqual([{ Ref: expect.stringMatching(/^OpenAiApiKey/) }]);
    expect(allowedActions(template, consumerId, 'sqs')).not.toContain('sqs:SendMessage');
    expect(allowedActions(template, consumerId, 'ses')).toEqual([]);
    expect(allowedActions(template, consumerId, 'dynamodb')).not.toContain('dynamodb:Scan');
  });

  test.each(coachRoutes)('%s (stores replies) may send to the queue, and is told its URL', (_name, route) => {
    const id = functionIdOf(template, route);
    const sends = statementsOf(template, id).filter((statement) => actionsOf(statement).some((a) => a.startsWith('sqs:')));
    // The same routes queue a guardian's distress notice too (test/infra/guardian-notices.test.ts).
    expect(sends).toEqual([expect.objectContaining({ Action: 'sqs:SendMessage' })]);
    expect([sends[0]!.Resource].flat()).toContainEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(environmentOf(template, route).REPORT_QUEUE_URL).toEqual({ Ref: queueId });
  });

  test.each(routeList.filter(([, route]) => !route.access.queues?.includes('sessionReports')))(
    '%s can send no report job',
    (_name, route) => {
      expect(allowedActions(template, functionIdOf(template, route), 'sqs')).toEqual([]);
      expect(environmentOf(template, route).REPORT_QUEUE_URL).toBeUndefined();
    },
  );
});
