import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import type { Server } from 'node:http';
import { tableSchema } from '#shared/table-schema';

/**
 * dynalite, an in-process DynamoDB engine: data under `path`, or in memory when none is given.
 * It has no transactions and never enforces TTL; the data modules rely on neither.
 */
export async function startDynamo(port: number, path?: string): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server: Server = dynalite({ ...(path && { path }), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    endpoint: `http://127.0.0.1:${actualPort}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const weekly = tableSchema.weeklySummaryIndex;
const followUps = tableSchema.followUpIndex;
const reminders = tableSchema.checkInReminderIndex;

/** The table the CDK stack builds (infra/constructs/data-table.ts), keys and index alike. */
const tableDefinition = (tableName: string): CreateTableCommandInput => ({
  TableName: tableName,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: tableSchema.partitionKey, AttributeType: 'S' },
    { AttributeName: tableSchema.sortKey, AttributeType: 'S' },
    { AttributeName: weekly.partitionKey, AttributeType: 'S' },
    { AttributeName: followUps.partitionKey, AttributeType: 'S' },
    { AttributeName: followUps.sortKey, AttributeType: 'S' },
    { AttributeName: reminders.partitionKey, AttributeType: 'S' },
    { AttributeName: reminders.sortKey, AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
    { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: weekly.name,
      KeySchema: [
        { AttributeName: weekly.partitionKey, KeyType: 'HASH' },
        { AttributeName: weekly.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
    {
      IndexName: followUps.name,
      KeySchema: [
        { AttributeName: followUps.partitionKey, KeyType: 'HASH' },
        { AttributeName: followUps.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
    {
      IndexName: reminders.name,
      KeySchema: [
        { AttributeName: reminders.partitionKey, KeyType: 'HASH' },
        { AttributeName: reminders.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
});

/**
 * Creates the single table if it does not exist yet, with the same keys as the CDK stack. A table
 * kept in a data folder from before an index was added is rebuilt with its items, because
 * dynalite cannot add an index to an existing table.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const indexes = new Set(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
    if ([weekly, followUps, reminders].some((index) => !indexes.has(index.name))) await rebuildTable(client, tableName);
  } finally {
    client.destroy();
  }
}

/** Recreates a local table with today's definition and puts its items back (local data only). */
async function rebuildTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const documents = DynamoDBDocumentClient.from(client);
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: documents }, { TableName: tableName })) items.push(...(page.Items ?? []));
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await client.send(new CreateTableCommand(tableDefinition(tableName)));
  for (let start = 0; start < items.length; start += 25) {
    const chunk = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    let unprocessed: Record<string, typeof chunk> | undefined = { [tableName]: chunk };
    while (unprocessed && Object.keys(unprocessed).length) {
      const answer = await documents.send(new BatchWriteCommand({ RequestItems: unprocessed }));
      unprocessed = answer.UnprocessedItems as typeof unprocessed;
    }
  }
}
