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
  /**
   * Sparse index of the users who opted in to the weekly summary e-mail (ARCHITECTURE.md 11):
   * only profiles carrying `partitionKey` appear in it. That key is `WEEKLY#<shard>`, the shard a
   * hash of the uid, so that a million opted-in users spread over `shards` partitions instead of
   * crowding one; the sort key is the table's own pk (`USER#<uid>`). Keys only: the sender reads
   * the profile anyway to check the opt-in still holds.
   */
  weeklySummaryIndex: {
    name: 'weekly-summary',
    partitionKey: 'weeklySummaryShard',
    sortKey: 'pk',
    prefix: 'WEEKLY#',
    shards: 16,
  },
  /**
   * Sparse index of the follow-up e-mails waiting to be sent: only a user's
   * `FOLLOW_UP` item carries `partitionKey`, `FOLLOWUP#<shard>` from a hash of the uid, and its
   * sort key is `dueAt` (ISO 8601), so the hourly job reads each shard's due items with one key
   * condition, never a Scan. Keys only: the job deletes each item (conditionally, reading it back)
   * before anything else.
   */
  followUpIndex: {
    name: 'follow-ups',
    partitionKey: 'followUpShard',
    sortKey: 'dueAt',
    prefix: 'FOLLOWUP#',
    shards: 16,
  },
  /**
   * Sparse index of the users who turned the daily check-in reminder on: only their
   * profiles carry `partitionKey`, `REMINDER#<shard>` from a hash of the uid, and its sort key is
   * `reminderDueAt` (ISO 8601, the next instant of their local reminder time), so the 15-minute
   * job reads each shard's due users with one key condition, never a Scan. Keys only: the job
   * reads the profile before it claims the reminder.
   */
  checkInReminderIndex: {
    name: 'check-in-reminders',
    partitionKey: 'reminderShard',
    sortKey: 'reminderDueAt',
    prefix: 'REMINDER#',
    shards: 16,
  },
} as const;
