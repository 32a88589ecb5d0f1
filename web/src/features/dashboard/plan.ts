import type { PlanName } from '#shared/plans';

/**
 * The plan name under the product name (spec section 2). A user who has not chosen a plan yet is
 * told so rather than shown as Basic, although Basic's entitlements apply until they choose.
 */
export const planLabel = (plan: PlanName | null | undefined): string => (plan ? `${plan} Plan` : 'No plan yet');

/**
 * The plan a signed-in page goes by: the subscription status is the truth once it has answered;
 * until then (or if it failed) the profile's plan.
 */
export const currentPlan = (status: PlanName | null | undefined, profile: PlanName | null | undefined): PlanName | null | undefined =>
  status === undefined ? profile : status;
