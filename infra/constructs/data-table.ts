import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableSchema } from '../../shared/table-schema';

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
    });
  }
}
