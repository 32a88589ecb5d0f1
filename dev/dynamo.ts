import { CreateTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import type { Server } from 'node:http';
import { tableSchema } from '../shared/table-schema';

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

/** Creates the single table if it does not exist yet, with the same keys as the CDK stack. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: tableSchema.partitionKey, AttributeType: 'S' },
          { AttributeName: tableSchema.sortKey, AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}
