import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, startDynamo } from '../../../dev/dynamo';
import { tableSchema } from '#shared/table-schema';

/**
 * The local table (dev/dynamo.ts): created with the weekly-summary and follow-up indexes, and a
 * table kept in a data folder from before an index existed is rebuilt with its items (dynalite
 * cannot add one).
 */

let dynamo: Awaited<ReturnType<typeof startDynamo>>;
let client: DynamoDBClient;
beforeAll(async () => {
  dynamo = await startDynamo(0);
  client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
});
afterAll(async () => {
  client.destroy();
  await dynamo.stop();
});

const indexNames = async (table: string) =>
  ((await client.send(new DescribeTableCommand({ TableName: table }))).Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName);

const INDEXES = [tableSchema.weeklySummaryIndex.name, tableSchema.followUpIndex.name, tableSchema.checkInReminderIndex.name];

it('creates the table with the weekly-summary, follow-up and check-in reminder indexes', async () => {
  await ensureTable(dynamo.endpoint, 'fresh-table');
  expect(await indexNames('fresh-table')).toEqual(INDEXES);
});

it('rebuilds an older table without the index, keeping its items', async () => {
  // Prepare: the table as it was created before the index, holding a profile.
  await client.send(
    new CreateTableCommand({
      TableName: 'old-table',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    }),
  );
  const documents = DynamoDBDocumentClient.from(client);
  const item = { pk: 'USER#ada', sk: 'PROFILE', email: 'ada@example.com' };
  await documents.send(new PutCommand({ TableName: 'old-table', Item: item }));
  // Act
  await ensureTable(dynamo.endpoint, 'old-table');
  await ensureTable(dynamo.endpoint, 'old-table');
  // Assess
  expect(await indexNames('old-table')).toEqual(INDEXES);
  expect((await documents.send(new GetCommand({ TableName: 'old-table', Key: { pk: 'USER#ada', sk: 'PROFILE' } }))).Item).toEqual(item);
});
