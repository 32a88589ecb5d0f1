/**
 * The key schema of the single table, read by the CDK stack and by the local stack's table
 * creation so that both build the same table.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds. DynamoDB TTL removes expired items eventually; reads still filter them. */
  ttlAttribute: 'expiresAt',
  /**
   * Partition prefix of the rate-limit counters (data/rate-limits.ts). A route that counts but
   * otherwise writes nothing is granted UpdateItem on these partitions only.
   */
  rateLimitPrefix: 'RATE#',
  /**
   * Partition prefix of a user's sessions (data/sessions.ts), apart from their other items so
   * that sign-in, refresh and logout can be granted these partitions only.
   */
  sessionPrefix: 'SESSION#',
} as const;
