import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { updatePreferences, weeklySummaryShard } from '../../../../functions/data/users';
import { tableSchema } from '#shared/table-schema';
import { mockDocumentClient } from '../../../fixtures/dynamo';
import { useTestEnv } from '../../../fixtures/env';

/** The opt-in and the sparse index key move together, in one UpdateItem (functions/data/users.ts). */

const ddb = mockDocumentClient();
beforeEach(() => {
  useTestEnv();
  ddb.reset();
  ddb.on(UpdateCommand).resolves({ Attributes: {} });
});
afterAll(() => ddb.restore());

const sent = () => ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
const INDEX = tableSchema.weeklySummaryIndex;

describe('the weekly summary preference', () => {
  it('turning it on sets the index key, the shard of the uid', async () => {
    await updatePreferences('alice', { weeklySummary: true });
    expect(sent().UpdateExpression).toBe('SET #weeklySummary = :weeklySummary, #weeklyShard = :weeklyShard');
    expect(sent().ExpressionAttributeNames).toMatchObject({ '#weeklyShard': INDEX.partitionKey });
    expect(sent().ExpressionAttributeValues).toEqual({ ':weeklySummary': true, ':weeklyShard': weeklySummaryShard('alice') });
  });

  it('turning it off removes the index key, so the fan-out no longer sees the user', async () => {
    await updatePreferences('alice', { weeklySummary: false });
    expect(sent().UpdateExpression).toBe('SET #weeklySummary = :weeklySummary REMOVE #weeklyShard');
    expect(sent().ExpressionAttributeValues).toEqual({ ':weeklySummary': false });
  });

  it('other preferences leave the index key alone', async () => {
    await updatePreferences('alice', { theme: 'dark' });
    expect(sent().UpdateExpression).toBe('SET #theme = :theme');
    expect(JSON.stringify(sent())).not.toContain(INDEX.partitionKey);
  });
});

describe('weeklySummaryShard', () => {
  it('is stable per uid and spreads uids over every shard', () => {
    expect(weeklySummaryShard('alice')).toBe(weeklySummaryShard('alice'));
    const shards = new Set(Array.from({ length: 2000 }, (_, i) => weeklySummaryShard(`user-${i}`)));
    expect(shards.size).toBe(INDEX.shards);
    for (const shard of shards) expect(shard).toMatch(/^WEEKLY#\d+$/);
  });
});
