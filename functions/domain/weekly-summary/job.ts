import * as z from 'zod/mini';

/**
 * One message of the weekly summary queue: a user and the ISO week to summarise. The week is fixed
 * by the fan-out, so a message delivered late (a retry after midnight) still names its own week.
 */
export const weeklySummaryJob = z.strictObject({
  uid: z.string().check(z.minLength(1), z.maxLength(128)),
  week: z.string().check(z.regex(/^\d{4}-W\d{2}$/)),
});
export type WeeklySummaryJob = z.infer<typeof weeklySummaryJob>;

/** SQS's cap on the entries of one SendMessageBatch, and the sender's batch size. */
export const SQS_BATCH = 10;
