import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { tableSchema } from '#shared/table-schema';

/**
 * The single table of all product data (ARCHITECTURE.md section 5). Its keys come from the same
 * schema the local stack uses, so the two tables cannot drift apart.
 */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableSchema.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSchema.sortKey, type: AttributeType.STRING },
      // Traffic is spiky and small: on-demand costs nothing at rest and needs no capacity planning.
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Users' data: neither a stray `cdk destroy` nor a console click may delete it.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: tableSchema.ttlAttribute,
      // It holds mental-health conversations: a key of our own, whose use CloudTrail records and
      // whose grants we control (only the functions' roles), rotated yearly.
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: new Key(this, 'Key', {
        description: 'Blue Guardian table: conversations and accounts',
        enableKeyRotation: true,
        // Without the key the table's data is unreadable: it must outlive the stack as the table does.
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    });
    const weekly = tableSchema.weeklySummaryIndex;
    // Sparse: only the profiles of users who opted in carry its partition key (data/users.ts).
    this.table.addGlobalSecondaryIndex({
      indexName: weekly.name,
      partitionKey: { name: weekly.partitionKey, type: AttributeType.STRING },
      sortKey: { name: weekly.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.KEYS_ONLY,
    });
    const followUps = tableSchema.followUpIndex;
    // Sparse too: only the users' FOLLOW_UP items carry its keys (data/follow-ups.ts).
    this.table.addGlobalSecondaryIndex({
      indexName: followUps.name,
      partitionKey: { name: followUps.partitionKey, type: AttributeType.STRING },
      sortKey: { name: followUps.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.KEYS_ONLY,
    });
    const reminders = tableSchema.checkInReminderIndex;
    // And this one: only the profiles of users with the daily check-in reminder on (data/check-in-reminders.ts).
    this.table.addGlobalSecondaryIndex({
      indexName: reminders.name,
      partitionKey: { name: reminders.partitionKey, type: AttributeType.STRING },
      sortKey: { name: reminders.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.KEYS_ONLY,
    });
  }
}
