import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The bench's anchor: the least a handler of ours can be, a DynamoDB document client
 * and one read. Built with the Lambda options and imported beside every handler in the same run,
 * so a handler's import time reads as a multiple of it, a figure that survives a busy machine.
 */

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });

export async function handler(event: { pathParameters?: { id?: string } }): Promise<{ statusCode: number; body: string }> {
  const { Item } = await client.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: event.pathParameters?.id, sk: 'profile' } }),
  );
  return { statusCode: Item ? 200 : 404, body: JSON.stringify(Item ?? {}) };
}
