import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { sqsBatchSender } from '../../../../../functions/providers/jobs';

/** A batch of jobs on SQS: what SQS refuses is sent again, and a lasting refusal is an error. */

const sqs = mockClient(SQSClient);
const QUEUE = 'https://sqs.us-east-1.amazonaws.com/000000000000/jobs';

beforeEach(() => sqs.reset());
afterAll(() => sqs.restore());

it('sends again only the entries SQS reports as failed, until none is left', async () => {
  sqs
    .on(SendMessageBatchCommand)
    .resolvesOnce({ Failed: [{ Id: '1', SenderFault: false, Code: 'InternalError' }] })
    .resolves({});

  await sqsBatchSender<{ uid: string }>(QUEUE, 'test jobs')([{ uid: 'a' }, { uid: 'b' }, { uid: 'c' }]);

  const sent = sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input.Entries?.map((entry) => entry.MessageBody));
  expect(sent).toEqual([['{"uid":"a"}', '{"uid":"b"}', '{"uid":"c"}'], ['{"uid":"b"}']]);
});

it('gives up after four attempts, saying how many jobs were not enqueued', async () => {
  sqs.on(SendMessageBatchCommand).resolves({ Failed: [{ Id: '0', SenderFault: false, Code: 'InternalError' }] });

  await expect(sqsBatchSender(QUEUE, 'test jobs')([{ uid: 'a' }, { uid: 'b' }])).rejects.toThrow('1 test jobs could not be enqueued');
  expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(4);
});
