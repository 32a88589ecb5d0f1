import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addressAgeGroupItem } from '../functions/data/address-age-groups';
import { unlessConditionFails } from '../functions/data/client';
import { cleanName } from '#shared/person-names';
import type { AgeConfirmation } from '#shared/safety';

/**
 * `npx tsx scripts/clean-names.ts`: the one-off migration of the name rule (shared/person-names.ts).
 * It reads the table once and
 * - cleans each stored name with the rule's own cleanName: the profile's first and last names and
 *   the copies kept for buddies (links, blocks, invitations, cheers); each write is conditional on
 *   the name being as it was read, so a name changed meanwhile is left for the next run;
 * - records the age group of each account's address (functions/data/address-age-groups.ts) where
 *   none is recorded yet, conditionally, so a newer record is never overwritten.
 * A second run finds nothing to do. It prints counts only, never a name or an address.
 * Environment: TABLE_NAME, AWS_REGION and AWS credentials; DYNAMODB_ENDPOINT for a local table.
 */

/** The attributes holding a person's name, by item type. */
const NAME_ATTRIBUTES: Record<string, readonly string[]> = {
  User: ['firstName', 'lastName'],
  BuddyLink: ['firstName'],
  BuddyBlock: ['firstName'],
  BuddyInvitation: ['inviterFirstName'],
  BuddyCheer: ['fromFirstName'],
};
const TYPES = Object.keys(NAME_ATTRIBUTES);
const READ = ['pk', 'sk', 'type', 'uid', 'email', 'ageConfirmation', ...new Set(Object.values(NAME_ATTRIBUTES).flat())];

export interface NameMigrationCounts {
  /** Items that hold a name. */
  read: number;
  cleaned: number;
  /** Items whose name changed between the read and the write: left as they are. */
  changedMeanwhile: number;
  addressesRecorded: number;
}

type Item = Record<string, unknown>;

/** Cleans the item's names: true when written, false when it changed meanwhile, undefined when already clean. */
async function cleanItem(client: DynamoDBDocumentClient, table: string, item: Item): Promise<boolean | undefined> {
  const dirty = (NAME_ATTRIBUTES[String(item.type)] ?? []).filter((name) => {
    const value = item[name];
    return typeof value === 'string' && cleanName(value) !== value;
  });
  if (!dirty.length) return undefined;
  const names = Object.fromEntries(dirty.map((name, i) => [`#n${i}`, name]));
  const values = Object.fromEntries(
    dirty.flatMap((name, i) => [
      [`:old${i}`, item[name]],
      [`:new${i}`, cleanName(String(item[name]))],
    ]),
  );
  return unlessConditionFails(async () => {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `SET ${dirty.map((_, i) => `#n${i} = :new${i}`).join(', ')}`,
        ConditionExpression: dirty.map((_, i) => `#n${i} = :old${i}`).join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  }, false);
}

/** Records the age group of a profile's address unless one is recorded: whether it wrote. */
async function recordAddress(client: DynamoDBDocumentClient, table: string, profile: Item): Promise<boolean> {
  if (typeof profile.uid !== 'string' || typeof profile.email !== 'string') return false;
  const item = addressAgeGroupItem(profile.uid, profile.email, profile.ageConfirmation as AgeConfirmation | undefined);
  return unlessConditionFails(async () => {
    await client.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  }, false);
}

/** Runs the migration over the whole table, one page at a time. */
export async function cleanStoredNames(client: DynamoDBDocumentClient, table: string): Promise<NameMigrationCounts> {
  const counts: NameMigrationCounts = { read: 0, cleaned: 0, changedMeanwhile: 0, addressesRecorded: 0 };
  let startKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: `#type IN (${TYPES.map((_, i) => `:t${i}`).join(', ')})`,
        ProjectionExpression: READ.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(READ.map((name, i) => [`#a${i}`, name])) },
        ExpressionAttributeValues: Object.fromEntries(TYPES.map((type, i) => [`:t${i}`, type])),
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      counts.read++;
      const cleaned = await cleanItem(client, table, item);
      if (cleaned === true) counts.cleaned++;
      if (cleaned === false) counts.changedMeanwhile++;
      if (item.type === 'User' && (await recordAddress(client, table, item))) counts.addressesRecorded++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return counts;
}

/** What the run did, in counts. */
export const summary = ({ read, cleaned, changedMeanwhile, addressesRecorded }: NameMigrationCounts): string =>
  [
    `Read ${read} items with names: ${cleaned} cleaned, ${changedMeanwhile} changed meanwhile (left for the next run).`,
    `Recorded the age group of ${addressesRecorded} ${addressesRecorded === 1 ? 'address' : 'addresses'}.`,
  ].join('\n');

async function main(): Promise<number> {
  const table = process.env.TABLE_NAME;
  if (!table) {
    console.error('Set TABLE_NAME to the table to migrate (the BlueGuardian stack prints it as TableName).');
    return 1;
  }
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      // A local table (dynalite) takes any credentials.
      ...(endpoint && { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    }),
  );
  console.log(summary(await cleanStoredNames(client, table)));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error('The migration stopped:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
