import * as z from 'zod/mini';

/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/**
 * The distress notice's state on one guardian link (docs/safety.md "A notice to a guardian"):
 * whether that guardian gets these e-mails, and the days one was sent (ISO 8601, oldest first).
 * Both sides of the link read the same answer.
 */
export const guardianNoticesResponse = schema(() =>
  z.object({ success: z.boolean(), notices: z.object({ on: z.boolean(), sent: z.array(z.string()) }) }),
);
export type GuardianNotices = z.infer<typeof guardianNoticesResponse>['notices'];
