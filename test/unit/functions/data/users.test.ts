import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { claimVerificationSend, createProfile, getPlan, getProfile } from '../../../../functions/data/users';
import { givenStoredItem, mockDocumentClient, profileItem, profileKey } from '../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../fixtures/env';

/** The profile entity (functions/data/users.ts) against a mocked DocumentClient. */

const ddb = mockDocumentClient();

beforeEach(() => {
  useTestEnv();
  ddb.reset();
});
afterAll(() => ddb.restore());

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

const profile = () => ({
  uid: 'alice',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  provider: 'Email' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('claimVerificationSend', () => {
  const NOW = 1_735_689_600_000;

  it('answers true when the conditional update succeeds', async () => {
    ddb.on(UpdateCommand).resolves({});
    await expect(claimVerificationSend('alice', NOW, 60_000)).resolves.toBe(true);
  });

  it('sets the send time only if the profile exists and the last send is older than the interval', async () => {
    ddb.on(UpdateCommand).resolves({});
    await claimVerificationSend('alice', NOW, 60_000);
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ TableName: TEST_ENV.TABLE_NAME, Key: profileKey('alice') });
    expect(input.ConditionExpression).toContain('attribute_exists(pk)');
    expect(input.ConditionExpression).toContain('verificationSentAt < :cutoff');
    expect(input.ExpressionAttributeValues).toEqual({ ':now': NOW, ':cutoff': NOW - 60_000 });
  });

  it('answers false when the condition fails (sent too recently, or no profile)', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await expect(claimVerificationSend('alice', NOW, 60_000)).resolves.toBe(false);
  });

  it('rethrows any other error', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    ddb.on(UpdateCommand).rejects(throttled);
    await expect(claimVerificationSend('alice', NOW, 60_000)).rejects.toBe(throttled);
  });
});

describe('getProfile', () => {
  it('keeps the buddies’ bookkeeping (share settings, place count) out of the user details', async () => {
    ddb.on(GetCommand).resolves({ Item: profileItem('alice', { buddyShare: { streak: true }, buddyCount: 2 }) });
    const read = await getProfile('alice');
    expect(read).toMatchObject({ uid: 'alice' });
    expect(read).not.toHaveProperty('buddyShare');
    expect(read).not.toHaveProperty('buddyCount');
  });
});

describe('createProfile', () => {
  it('writes the profile under the user partition only if none exists there', async () => {
    ddb.on(PutCommand).resolves({});
    await createProfile(profile());
    const input = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(input.Item).toEqual({ ...profileKey('alice'), type: 'User', ...profile() });
  });

  it('lets the condition failure reach the caller instead of overwriting', async () => {
    ddb.on(PutCommand).rejects(conditionFailed());
    await expect(createProfile(profile())).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });
});

describe('getProfile', () => {
  it('returns the stored profile without the table keys', async () => {
    givenStoredItem(ddb, profileItem('alice'));
    const stored = await getProfile('alice');
    expect(stored).toMatchObject({ uid: 'alice', email: 'ada.lovelace@example.test' });
    expect(stored).not.toHaveProperty('pk');
    expect(stored).not.toHaveProperty('sk');
    expect(stored).not.toHaveProperty('type');
  });

  it('answers undefined when the user has no profile', async () => {
    ddb.on(GetCommand).resolves({});
    await expect(getProfile('nobody')).resolves.toBeUndefined();
  });
});

describe('plans', () => {
  it('getPlan reads the one attribute, consistently, and answers undefined when none is stored', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({ Item: { plan: 'Premium' } })
      .resolvesOnce({ Item: {} })
      .resolvesOnce({});
    await expect(getPlan('alice')).resolves.toBe('Premium');
    await expect(getPlan('alice')).resolves.toBeUndefined();
    await expect(getPlan('nobody')).resolves.toBeUndefined();
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({
      Key: profileKey('alice'),
      ProjectionExpression: '#plan',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ConsistentRead: true,
    });
  });

  it('getPlan ignores a value that is not a plan', async () => {
    ddb.on(GetCommand).resolves({ Item: { plan: 'Platinum' } });
    await expect(getPlan('alice')).resolves.toBeUndefined();
  });
});
