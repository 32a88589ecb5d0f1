/**
 * The key schema of the single table, read by the CDK stack and by the local stack's table
 * creation so that both build the same table.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds. DynamoDB TTL removes expired items eventually; reads still filter them. */
  ttlAttribute: 'expiresAt',
} as const;
