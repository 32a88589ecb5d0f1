import * as z from 'zod/mini';
import { GUARDIAN_CHECKOUT_INTERVAL_MESSAGE } from '../guardian-premium';
import { PLAN_NAMES } from '../plans';
import { BILLING_INTERVALS } from '../pricing';

/** Declares a top-level schema as free of side effects (see shared/schemas/chat.ts). */
/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Schemas of Premium on a teen's account, opened by a guardian (shared/guardian-premium.ts). */

/** POST /api/guardian/teens/{linkId}/checkout: the period, as the plan popup's toggle names it. */
export const guardianCheckoutBody = schema(() =>
  z.strictObject({ interval: z.enum(BILLING_INTERVALS, { error: GUARDIAN_CHECKOUT_INTERVAL_MESSAGE }) }),
);

/** GET /api/guardian/teens/{linkId}/plan: the teen's plan and nothing else, Basic until Premium is paid for. */
export const guardianTeenPlanResponse = schema(() => z.object({ success: z.boolean(), plan: z.enum(PLAN_NAMES) }));
