import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../kernel/config';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per process, reused across invocations (created on first use). */
export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { region, dynamoEndpoint } = config();
    const client = new DynamoDBClient({
      region,
      ...(dynamoEndpoint && {
        endpoint: dynamoEndpoint,
        // dynalite accepts any credentials; fixed ones spare a newcomer from configuring AWS.
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

/** Forgets the client, so the next db() follows a changed configuration (benches that start their own table). */
export function resetDb(): void {
  documentClient = undefined;
}

export const tableName = (): string => config().tableName;

/**
 * Errors that say DynamoDB is overloaded or briefly out of reach, raised once the SDK's own
 * retries (three attempts, with backoff) are spent. The request did nothing; it can be retried.
 */
const BUSY_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
]);

/** True when the table was too busy or out of reach to answer (as opposed to a bug of ours). */
export const isStoreBusy = (error: unknown): boolean => error instanceof Error && BUSY_ERRORS.has(error.name);

/** True for the error DynamoDB raises when a ConditionExpression is not met. */
export const isConditionFailed = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Runs a conditional write and answers `otherwise` when its condition failed (the item is gone,
 * or someone changed it first), so each caller says what that means without a try/catch of its own.
 */
export async function unlessConditionFails<T, U>(write: () => Promise<T>, otherwise: U): Promise<T | U> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailed(error)) return otherwise;
    throw error;
  }
}
