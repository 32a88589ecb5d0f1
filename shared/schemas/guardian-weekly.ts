import * as z from 'zod/mini';

/**
 * Schemas of the guardian's weekly e-mail and of a teen's turning 18 (shared/routes/guardian.ts).
 * Declared free of side effects, as shared/schemas/chat.ts explains.
 */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** PUT /api/guardian/teens/{linkId}/weekly-email: on or off, nothing else. */
export const guardianWeeklyEmailBody = schema(() =>
  z.strictObject({ weeklyEmail: z.boolean({ error: 'weeklyEmail must be true or false.' }) }),
);
export const guardianWeeklyEmailResponse = schema(() => z.object({ success: z.boolean(), weeklyEmail: z.boolean() }));
