import * as z from 'zod/mini';

/**
 * A session report job: make the chat's report if it is still at `messageCount` messages when the
 * job runs. Queued after every stored reply with the quiet-session delay (make-report.ts).
 */
export const reportJob = z.strictObject({
  uid: z.string().check(z.minLength(1)),
  chatId: z.string().check(z.minLength(1)),
  messageCount: z.int().check(z.gte(1)),
});
export type ReportJob = z.infer<typeof reportJob>;
