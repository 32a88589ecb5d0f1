import type { PlanName } from '../../../../shared/plans';

/**
 * The plan name under the product name (spec section 2). A user who has not chosen a plan yet is
 * told so rather than shown as Basic, although Basic's entitlements apply until they choose.
 */
export const planLabel = (plan: PlanName | null | undefined): string => (plan ? `${plan} Plan` : 'No plan yet');
