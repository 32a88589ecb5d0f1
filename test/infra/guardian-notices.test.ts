import { routeList } from '#shared/routes';
import { jobs } from '#shared/jobs';
import { removeTempDirs, synth } from './synth';
import { actionsOf, allowedActions, environmentOf, resourcesOf, statementsOf } from './template-queries';

/** The guardian notices' queue, its consumer, and who may send to it (docs/safety.md "A notice to a guardian"). */

afterAll(removeTempDirs);
const { template } = synth();
const { retries } = jobs.guardianNotices;

const idsStartingWith = (type: string, prefix: string): string[] =>
  Object.keys(resourcesOf(template, type)).filter((id) => id.startsWith(prefix));
const [queueId, ...otherQueues] = idsStartingWith('AWS::SQS::Queue', 'guardianNoticesQueue');
const [deadLettersId] = idsStartingWith('AWS::SQS::Queue', 'guardianNoticesDeadLetters');
const consumerId = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(([, fn]) =>
  String(fn.Properties.Description).startsWith('Guardian notices:'),
)![0];
const producers = routeList.filter(([, route]) => route.access.queues?.includes('guardianNotices'));

describe('guardian notice jobs', () => {
  test('one queue with a dead-letter queue, read by a consumer that may mail and touch users’ items only', () => {
    expect(otherQueues).toEqual([]);
    expect(resourcesOf(template, 'AWS::SQS::Queue')[queueId!]!.Properties).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] }, maxReceiveCount: retries },
    });
    const dynamo = statementsOf(template, consumerId).filter((statement) => actionsOf(statement).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toHaveLength(1);
    expect(actionsOf(dynamo[0]!).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(allowedActions(template, consumerId, 'ses')).not.toEqual([]);
    expect(allowedActions(template, consumerId, 'sqs')).not.toContain('sqs:SendMessage');
  });

  test('the chat’s routes that store a reply may queue a notice and are told the queue’s URL; no other route', () => {
    expect(producers.map(([name]) => name).sort()).toEqual(['regenerateReply', 'sendMessage', 'sendTemporaryMessage', 'streamReply']);
    for (const [, route] of producers) expect(environmentOf(template, route).GUARDIAN_NOTICE_QUEUE_URL).toEqual({ Ref: queueId });
    for (const [, route] of routeList.filter(([, each]) => !each.access.queues?.includes('guardianNotices'))) {
      expect(environmentOf(template, route).GUARDIAN_NOTICE_QUEUE_URL).toBeUndefined();
    }
  });
});
