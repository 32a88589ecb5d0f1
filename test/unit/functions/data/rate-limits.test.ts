import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { takeRateLimitHit, windowStart } from '../../../../functions/data/rate-limits';
import { mockDocumentClient } from '../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../fixtures/env';

/** Fixed-window counters (functions/data/rate-limits.ts) against a mocked DocumentClient. */

const ddb = mockDocumentClient();
const NOW_MS = 1_800_000_123_456;
const window = { scope: 'forgotPassword:email:3600', key: 'ada@example.com', limit: 5, windowSeconds: 3600 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

beforeEach(() => {
  useTestEnv();
  ddb.reset();
});
afterAll(() => ddb.restore());

const sentInput = () => ddb.commandCalls(UpdateCommand)[0]!.args[0].input;

describe('takeRateLimitHit', () => {
  it('counts under the scope, a hash of the key and the window start, never the key itself', async () => {
    // Prepare
    ddb.on(UpdateCommand).resolves({});
    // Act
    await takeRateLimitHit(window, NOW_MS);
    // Assess
    const start = Math.floor(NOW_MS / 1000 / 3600) * 3600;
    expect(sentInput()).toMatchObject({
      TableName: TEST_ENV.TABLE_NAME,
      Key: { pk: `RATE#forgotPassword:email:3600#${sha256('ada@example.com')}`, sk: `WINDOW#${start}` },
    });
    expect(JSON.stringify(sentInput())).not.toContain('ada@example.com');
  });

  it('adds one hit only while the window holds fewer than the limit, and sets the TTL attribute', async () => {
    ddb.on(UpdateCommand).resolves({});
    await takeRateLimitHit(window, NOW_MS);
    const input = sentInput();
    expect(input.UpdateExpression).toBe('ADD hits :one SET #expiresAt = :expiresAt');
    expect(input.ConditionExpression).toBe('attribute_not_exists(hits) OR hits < :limit');
    expect(input.ExpressionAttributeNames).toEqual({ '#expiresAt': 'expiresAt' });
    const start = windowStart(NOW_MS, 3600);
    expect(input.ExpressionAttributeValues).toEqual({ ':one': 1, ':limit': 5, ':expiresAt': start + 3600 + 60 });
  });

  it('answers true when the hit was counted', async () => {
    ddb.on(UpdateCommand).resolves({});
    await expect(takeRateLimitHit(window, NOW_MS)).resolves.toBe(true);
  });

  it('answers false when the window is full', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    await expect(takeRateLimitHit(window, NOW_MS)).resolves.toBe(false);
  });

  it('rethrows any other failure rather than letting the request through unseen', async () => {
    const failure = Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
    ddb.on(UpdateCommand).rejects(failure);
    await expect(takeRateLimitHit(window, NOW_MS)).rejects.toBe(failure);
  });

  it('starts a new item, so a new count, when the next window begins', async () => {
    ddb.on(UpdateCommand).resolves({});
    const start = windowStart(NOW_MS, 3600);
    await takeRateLimitHit(window, (start + 3599) * 1000);
    await takeRateLimitHit(window, (start + 3600) * 1000);
    const [first, second] = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key);
    expect(first!.sk).toBe(`WINDOW#${start}`);
    expect(second!.sk).toBe(`WINDOW#${start + 3600}`);
    expect(second!.pk).toBe(first!.pk);
  });
});
