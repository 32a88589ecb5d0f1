import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { countReferral, referralCounts } from '../../../../functions/data/referral-counts';
import { mockDocumentClient } from '../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../fixtures/env';

/** SAFETY.md 5: each referral counted by UTC day and tier, with nothing that identifies anyone. */

const ddb = mockDocumentClient();
beforeEach(() => {
  useTestEnv();
  ddb.reset();
});
afterAll(() => ddb.restore());

describe('countReferral', () => {
  it('adds one to REFERRALS / DAY#<utc day>#TIER#<tier>, and stores nothing else', async () => {
    ddb.on(UpdateCommand).resolves({});

    // 23:30 in New York is already the next day in UTC.
    await countReferral('c', new Date('2026-03-01T04:30:00.000Z'));

    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input).toEqual({
      TableName: TEST_ENV.TABLE_NAME,
      Key: { pk: 'REFERRALS', sk: 'DAY#2026-03-01#TIER#c' },
      UpdateExpression: 'ADD #count :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    });
  });
});

describe('referralCounts', () => {
  it('reads a range of days, both ends included, every page', async () => {
    ddb.on(QueryCommand, { ExclusiveStartKey: undefined }).resolves({
      Items: [{ pk: 'REFERRALS', sk: 'DAY#2026-03-01#TIER#a', count: 3 }],
      LastEvaluatedKey: { pk: 'REFERRALS', sk: 'DAY#2026-03-01#TIER#a' },
    });
    ddb.on(QueryCommand, { ExclusiveStartKey: { pk: 'REFERRALS', sk: 'DAY#2026-03-01#TIER#a' } }).resolves({
      Items: [{ pk: 'REFERRALS', sk: 'DAY#2026-03-02#TIER#c', count: 1 }],
    });

    const counts = await referralCounts('2026-03-01', '2026-03-02');

    expect(counts).toEqual([
      { day: '2026-03-01', tier: 'a', count: 3 },
      { day: '2026-03-02', tier: 'c', count: 1 },
    ]);
    const input = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': 'REFERRALS', ':from': 'DAY#2026-03-01', ':to': 'DAY#2026-03-02~' },
    });
    // Every tier of the last day sorts inside the range.
    expect('DAY#2026-03-02#TIER#c' < String(input.ExpressionAttributeValues![':to'])).toBe(true);
  });
});
