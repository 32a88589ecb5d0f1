import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableSchema } from '#shared/table-schema';

/** Direct reads of the local table, to check what a request did or did not write. */
const client = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

export async function itemsOfUser(uid: string): Promise<Array<Record<string, unknown>>> {
  // A user's items and their sessions live in two partitions (functions/data/sessions.ts).
  const partitions = await Promise.all(
    [`USER#${uid}`, `SESSION#${uid}`].map((pk) =>
      client().send(
        new QueryCommand({
          TableName: process.env.TABLE_NAME,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        }),
      ),
    ),
  );
  return partitions.flatMap(({ Items }) => Items ?? []);
}

/** Every item of one partition, whatever it is. */
export async function itemsOf(pk: string): Promise<Array<Record<string, unknown>>> {
  const { Items } = await client().send(
    new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return Items ?? [];
}

export async function profilesWithEmail(email: string): Promise<Array<Record<string, unknown>>> {
  // A scan reads at most 1 MB a page, and the shared test table outgrows one: read every page.
  const found: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await client().send(
      new ScanCommand({
        TableName: process.env.TABLE_NAME,
        FilterExpression: 'email = :email',
        ExpressionAttributeValues: { ':email': email },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(Items ?? []));
    start = LastEvaluatedKey;
  } while (start);
  return found;
}

/** The stored profile item of a user, bookkeeping attributes included. */
export async function profileOf(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await itemsOfUser(uid)).find((item) => item.sk === 'PROFILE');
}

export async function sessionsOf(uid: string): Promise<Array<Record<string, unknown>>> {
  return (await itemsOfUser(uid)).filter((item) => String(item.sk).startsWith('SESSION#'));
}

/** Removes attributes from a user's profile, to play an account made before they existed. */
export async function removeFromProfile(uid: string, ...attributes: string[]): Promise<void> {
  await client().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: `USER#${uid}`, sk: 'PROFILE' },
      UpdateExpression: `REMOVE ${attributes.map((_, i) => `#a${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])),
    }),
  );
}

/**
 * Gives a user a plan as if payments had (the webhook does it in production, through
 * data/billing.ts): a direct write of the profile's `plan`, for tests about what a plan allows.
 */
export async function setPlanOf(uid: string, plan: 'Basic' | 'Premium'): Promise<void> {
  await client().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: `USER#${uid}`, sk: 'PROFILE' },
      UpdateExpression: 'SET #plan = :plan',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':plan': plan },
    }),
  );
}

/**
 * Sets an item's TTL attribute (epoch seconds): in the past, it plays an item that has expired
 * but that DynamoDB has not removed yet (TTL deletes eventually, and never in the local table).
 */
export async function setExpiry(key: { pk: string; sk: string }, expiresAtSeconds: number): Promise<void> {
  await client().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: key,
      UpdateExpression: 'SET #ttl = :ttl',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ttl': tableSchema.ttlAttribute },
      ExpressionAttributeValues: { ':ttl': expiresAtSeconds },
    }),
  );
}
